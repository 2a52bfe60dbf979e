import numpy as np

import config


def random_molecule(rng):
    n = rng.randint(4, config.MAX_ATOMS + 1)
    types = rng.choice(len(config.ATOM_TYPES), n, p=[0.6, 0.2, 0.15, 0.05])
    adj = np.zeros((config.MAX_ATOMS, config.MAX_ATOMS), np.float32)
    for i in range(1, n):
        j = rng.randint(i)
        adj[i, j] = adj[j, i] = 1.0
    feats = np.zeros((config.MAX_ATOMS, len(config.ATOM_TYPES)), np.float32)
    feats[np.arange(n), types] = 1.0
    fruity = float((types == 1).sum() >= 2 and (types == 3).sum() == 0)
    return feats, adj, fruity


def build(seed):
    rng = np.random.RandomState(seed)
    feats, adjs, labels = zip(*[random_molecule(rng) for _ in range(config.N_MOLECULES)])
    return np.stack(feats), np.stack(adjs), np.asarray(labels, np.float32)[:, None]


def normalize(adj):
    a = adj + np.eye(adj.shape[-1], dtype=np.float32)
    d = 1.0 / np.sqrt(a.sum(axis=-1))
    return (a * d[..., :, None] * d[..., None, :]).astype(np.float32)
