import numpy as np


def random_graph(num_nodes, num_edges, seed=0):
    rng = np.random.default_rng(seed)
    src = rng.integers(0, num_nodes, size=num_edges)
    dst = rng.integers(0, num_nodes, size=num_edges)
    return np.stack([src, dst])


def build_adjacency(edge_index, num_nodes):
    adj = np.zeros((num_nodes, num_nodes), dtype=np.int64)  # ROOT
    adj[edge_index[0], edge_index[1]] = 1
    adj[edge_index[1], edge_index[0]] = 1
    adj = adj + np.eye(num_nodes, dtype=adj.dtype)
    return adj


def node_features(num_nodes, dim, seed=0):
    rng = np.random.default_rng(seed + 1)
    return rng.standard_normal((num_nodes, dim)).astype(np.float32)


def node_labels(num_nodes, num_classes, seed=0):
    rng = np.random.default_rng(seed + 2)
    return rng.integers(0, num_classes, size=num_nodes).astype(np.int32)
