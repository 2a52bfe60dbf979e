import numpy as np


def ring_graph(n):
    adj = np.zeros((n, n), np.float32)
    for i in range(n):
        adj[i, (i + 1) % n] = adj[(i + 1) % n, i] = 1.0
    return adj + np.eye(n, dtype=np.float32)


def star_graph(n):
    adj = np.eye(n, dtype=np.float32)
    adj[0, 1:] = adj[1:, 0] = 1.0
    return adj


def molecule_batch(num_nodes=6, feat_dim=4, seed=0):
    rng = np.random.default_rng(seed)
    adjs = np.stack([ring_graph(num_nodes), star_graph(num_nodes)])
    feats = rng.normal(size=(2, num_nodes, feat_dim)).astype(np.float32)
    labels = np.array([0, 1], np.int32)
    return feats, adjs, labels
