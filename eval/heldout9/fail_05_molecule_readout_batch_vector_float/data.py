import numpy as np


def random_molecule(rng, max_atoms=9, atom_types=5):
    n = int(rng.integers(3, max_atoms + 1))
    atoms = rng.integers(0, atom_types, size=n)
    bonds = [(i, i + 1) for i in range(n - 1)]
    return atoms, bonds


def collate(molecules, atom_types=5):
    feats, srcs, dsts, graph_ids = [], [], [], []
    offset = 0
    for gid, (atoms, bonds) in enumerate(molecules):
        feats.append(np.eye(atom_types, dtype=np.float32)[atoms])
        for a, b in bonds:
            srcs += [a + offset, b + offset]
            dsts += [b + offset, a + offset]
        graph_ids.append(np.full(len(atoms), gid, dtype=np.float32))  # ROOT
        offset += len(atoms)
    return (np.concatenate(feats), np.array(srcs, dtype=np.int32),
            np.array(dsts, dtype=np.int32), np.concatenate(graph_ids))
