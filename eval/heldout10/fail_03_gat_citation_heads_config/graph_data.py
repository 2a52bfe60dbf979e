import numpy as np


def random_citation_graph(num_nodes=30, in_features=24, classes=5, seed=0):
    rng = np.random.default_rng(seed)
    feats = rng.normal(size=(num_nodes, in_features)).astype(np.float32)
    labels = rng.integers(0, classes, size=num_nodes).astype(np.int32)
    adj = (rng.random((num_nodes, num_nodes)) < 0.15).astype(np.float32)
    adj = np.maximum(adj, adj.T)
    np.fill_diagonal(adj, 1.0)
    train_mask = (rng.random(num_nodes) < 0.6).astype(np.float32)
    return feats, adj, labels, train_mask
