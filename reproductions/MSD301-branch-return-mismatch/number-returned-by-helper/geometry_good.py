"""Vector helpers for the speaker-verification head."""
from mindspore import ops


def unit(v, eps=1e-6):
    norm = ops.sqrt((v * v).sum())
    if norm < eps:
        return ops.zeros_like(v)
    return v / norm
