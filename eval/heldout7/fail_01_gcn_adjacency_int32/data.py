import numpy as np


def make_graph(num_nodes, in_feats, num_classes, seed=0):
    rng = np.random.default_rng(seed)
    ring = [(i, (i + 1) % num_nodes) for i in range(num_nodes)]
    chords = [(i, (i + 3) % num_nodes) for i in range(0, num_nodes, 2)]
    feats = rng.standard_normal((num_nodes, in_feats)).astype(np.float32)
    labels = (np.arange(num_nodes) % num_classes).astype(np.int32)
    return feats, ring + chords, labels


def build_adjacency(edges, num_nodes, add_self_loops=True):
    adj = np.zeros((num_nodes, num_nodes), dtype=np.int32)  # ROOT
    for src, dst in edges:
        adj[src, dst] = 1
        adj[dst, src] = 1
    if add_self_loops:
        adj += np.eye(num_nodes, dtype=adj.dtype)
    return adj
