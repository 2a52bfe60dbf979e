import numpy as np

import config


def atom_features(mols):
    index = {a: i for i, a in enumerate(config.ATOM_TYPES)}
    feats = np.zeros((len(mols), config.MAX_ATOMS, len(config.ATOM_TYPES) + 1), np.float32)
    mask = np.zeros((len(mols), config.MAX_ATOMS), np.float32)
    for m, mol in enumerate(mols):
        degree = np.zeros(mol.num_atoms)
        for a, b in mol.bonds:
            degree[a] += 1
            degree[b] += 1
        for i, atom in enumerate(mol.atoms):
            feats[m, i, index[atom]] = 1.0
            feats[m, i, -1] = degree[i] / 4.0
        mask[m, :mol.num_atoms] = 1.0
    return feats, mask


def normalized_adjacency(mols):
    pad_to = max(mol.num_atoms for mol in mols)  # ROOT
    adj = np.zeros((len(mols), pad_to, pad_to), np.float32)
    for m, mol in enumerate(mols):
        a = np.eye(mol.num_atoms, dtype=np.float32)
        for i, j in mol.bonds:
            a[i, j] = a[j, i] = 1.0
        d = 1.0 / np.sqrt(a.sum(axis=1))
        adj[m, :mol.num_atoms, :mol.num_atoms] = a * d[:, None] * d[None, :]
    return adj
