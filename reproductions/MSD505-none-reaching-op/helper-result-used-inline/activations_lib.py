import mindspore as ms
from mindspore import ops


def swiglu(x):
    a, b = ops.chunk(x, 2, -1)
    out = a * ops.sigmoid(a) * b  # expect: MSD505
