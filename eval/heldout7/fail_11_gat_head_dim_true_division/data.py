import numpy as np


def random_graph(num_nodes, in_dim, num_classes, p=0.3, seed=0):
    rng = np.random.default_rng(seed)
    upper = np.triu(rng.random((num_nodes, num_nodes)) < p, 1)
    adj = (upper | upper.T | np.eye(num_nodes, dtype=bool)).astype(np.float32)
    x = rng.standard_normal((num_nodes, in_dim)).astype(np.float32)
    y = rng.integers(0, num_classes, size=num_nodes).astype(np.int32)
    train_mask = (np.arange(num_nodes) % 2 == 0).astype(np.float32)
    return x, adj, y, train_mask
