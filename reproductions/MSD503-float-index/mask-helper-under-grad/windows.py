"""Attention masks for local (windowed) attention."""
import mindspore as ms
from mindspore import ops


def outside_window(length, radius):
    positions = ops.arange(length).astype(ms.float32)
    distance = ops.abs(positions.expand_dims(0) - positions.expand_dims(1))
    return (distance > radius).astype(ms.float32)  # expect: MSD503
