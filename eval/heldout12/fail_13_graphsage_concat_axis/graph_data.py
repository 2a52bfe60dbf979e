import numpy as np


def social_graph(num_nodes=60, num_feats=20, num_classes=3, p_in=0.15, p_out=0.01, seed=0):
    """Stochastic block model: users in the same interest community link more often."""
    rng = np.random.default_rng(seed)
    labels = rng.integers(0, num_classes, size=num_nodes)
    same = labels[:, None] == labels[None, :]
    probs = np.where(same, p_in, p_out)
    adj = (rng.random((num_nodes, num_nodes)) < probs).astype(np.float32)
    adj = np.triu(adj, 1)
    adj = adj + adj.T
    centers = rng.normal(size=(num_classes, num_feats))
    feats = centers[labels] + rng.normal(scale=1.5, size=(num_nodes, num_feats))
    return feats.astype(np.float32), adj, labels.astype(np.int32)


def mean_aggregator(adj):
    deg = adj.sum(axis=1, keepdims=True)
    return (adj / np.maximum(deg, 1.0)).astype(np.float32)


def split_masks(n, train_frac=0.5, seed=1):
    rng = np.random.default_rng(seed)
    m = np.zeros(n, np.float32)
    m[rng.permutation(n)[: int(train_frac * n)]] = 1.0
    return m, 1.0 - m
