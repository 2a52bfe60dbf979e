import numpy as np

import config


def random_molecule(rng):
    n = int(rng.integers(5, 12))
    atoms = rng.integers(0, config.ATOM_TYPES, n)
    bonds = [(i, int(rng.integers(0, i))) for i in range(1, n)]
    extra = [tuple(rng.choice(n, 2, replace=False)) for _ in range(int(rng.integers(0, 3)))]
    bonds += [(int(a), int(b)) for a, b in extra]
    logs = 0.3 * np.sum(atoms == 0) - 0.2 * np.sum(atoms == 3) + rng.normal(0, 0.1)
    return atoms, bonds, logs


def collate(molecules):
    """Disjoint union of a list of molecules into one big graph."""
    atoms, src, dst, graph_ids, targets = [], [], [], [], []
    offset = 0
    for g, (a, bonds, y) in enumerate(molecules):
        atoms.append(a)
        for i, j in bonds:
            src += [i + offset, j + offset]
            dst += [j + offset, i + offset]
        graph_ids.append(np.full(len(a), g))
        targets.append(y)
        offset += len(a)
    graph_ids = np.concatenate(graph_ids).astype(np.int32)
    num_graphs = int(graph_ids.max())  # ROOT
    x = np.eye(config.ATOM_TYPES, dtype=np.float32)[np.concatenate(atoms)]
    edges = (np.array(src, np.int32), np.array(dst, np.int32))
    return x, edges, graph_ids, num_graphs, np.array(targets, np.float32)[:, None]
