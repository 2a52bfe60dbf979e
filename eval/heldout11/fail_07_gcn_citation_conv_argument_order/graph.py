import numpy as np


def citation_graph(num_nodes, num_features, num_classes, edge_prob, train_ratio, seed=0):
    rng = np.random.default_rng(seed)
    labels = rng.integers(0, num_classes, size=num_nodes).astype(np.int32)
    centroids = rng.normal(size=(num_classes, num_features))
    feats = (centroids[labels] + rng.normal(scale=0.5, size=(num_nodes, num_features))).astype(np.float32)
    same = labels[:, None] == labels[None, :]
    probs = np.where(same, edge_prob * 2, edge_prob / 2)
    upper = np.triu(rng.random((num_nodes, num_nodes)) < probs, 1)
    adj = (upper | upper.T).astype(np.float32)
    train_mask = (rng.random(num_nodes) < train_ratio).astype(np.float32)
    return feats, adj, labels, train_mask


def normalize_adjacency(adj):
    a_hat = adj + np.eye(adj.shape[0], dtype=np.float32)
    deg = a_hat.sum(axis=1)
    d_inv_sqrt = 1.0 / np.sqrt(deg)
    return (a_hat * d_inv_sqrt[:, None] * d_inv_sqrt[None, :]).astype(np.float32)
