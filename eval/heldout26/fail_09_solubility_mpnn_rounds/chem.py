import numpy as np
import mindspore as ms
import mindspore.ops as ops

import config


def random_molecules(n, seed):
    """Small padded molecular graphs: atom one-hots, adjacency, atom mask, logS target."""
    rng = np.random.default_rng(seed)
    atoms = np.zeros((n, config.MAX_ATOMS, config.ATOM_FEATURES), np.float32)
    adj = np.zeros((n, config.MAX_ATOMS, config.MAX_ATOMS), np.float32)
    mask = np.zeros((n, config.MAX_ATOMS), np.float32)
    for i in range(n):
        k = rng.integers(4, config.MAX_ATOMS + 1)
        atoms[i, np.arange(k), rng.integers(0, config.ATOM_FEATURES, k)] = 1.0
        for a in range(1, k):                        # random spanning tree = bonds
            b = rng.integers(0, a)
            adj[i, a, b] = adj[i, b, a] = 1.0
        mask[i, :k] = 1.0
    logs = (-0.5 * mask.sum(1) + atoms[:, :, 2].sum(1) + rng.normal(0, 0.1, n)).astype(np.float32)
    return atoms, adj, mask, logs.reshape(-1, 1)


def message_rounds(mask):
    """Enough message-passing rounds for information to cross the largest molecule."""
    atoms_per_mol = ops.reduce_sum(ms.Tensor(mask), 1)
    return ops.cast(atoms_per_mol.max(), ms.int32) // 2  # ROOT
