"""Toy molecular graphs (padded to MAX_ATOMS) with a logS-like solubility target."""
import numpy as np
import mindspore as ms

MAX_ATOMS = 9
ATOM_FEATS = 5   # one-hot C, N, O, S, Cl


def random_molecule(rng):
    n = int(rng.integers(4, MAX_ATOMS + 1))
    atoms = np.zeros((MAX_ATOMS, ATOM_FEATS), np.float32)
    atoms[np.arange(n), rng.integers(0, ATOM_FEATS, size=n)] = 1.0
    adj = np.zeros((MAX_ATOMS, MAX_ATOMS), np.float32)
    for i in range(1, n):                      # random spanning tree = bond graph
        j = int(rng.integers(0, i))
        adj[i, j] = adj[j, i] = 1.0
    polar = atoms[:, 1:3].sum()
    return atoms, adj, np.float32(0.5 * polar - 0.3 * n), n - 1


def molecule_batches(n_batches=4, batch_size=8, seed=5):
    rng = np.random.default_rng(seed)
    for _ in range(n_batches):
        mols = [random_molecule(rng) for _ in range(batch_size)]
        atoms, adj, y, depth = zip(*mols)
        # message passing depth = longest path bound in the batch
        yield (ms.Tensor(np.stack(atoms)), ms.Tensor(np.stack(adj)),
               ms.Tensor(np.array(y)[:, None]), ms.Tensor(min(max(depth), 4), ms.int32))
