import mindspore as ms


def edge_sources(edge_index):
    return ms.Tensor(edge_index[0])


def edge_targets(edge_index):
    """Scatter indices for aggregating messages at their receiving bus."""
    return ms.Tensor(edge_index[1])  # ROOT


def in_degree(edge_index, num_nodes):
    import numpy as np
    deg = np.bincount(edge_index[1], minlength=num_nodes).astype(np.float32)
    return ms.Tensor(np.maximum(deg, 1.0)[:, None])
