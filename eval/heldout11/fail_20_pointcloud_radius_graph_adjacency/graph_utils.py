import mindspore as ms
from mindspore import ops


def pairwise_sq_dist(points):
    inner = ops.bmm(points, points.swapaxes(1, 2))
    sq = (points ** 2).sum(axis=-1, keepdims=True)
    return sq - 2 * inner + sq.swapaxes(1, 2)


def radius_adjacency(points, radius):
    """(B, N, N) adjacency linking points closer than radius (self loops included)."""
    dist = pairwise_sq_dist(points)
    return dist < radius * radius  # ROOT
