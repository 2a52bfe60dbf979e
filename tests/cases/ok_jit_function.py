"""Near-miss for the @ms.jit cases: PYNATIVE @ms.jit function, float64 data
converted with an explicit dtype, bool mask, int32 indices, small loop."""
import numpy as np
import mindspore as ms
from mindspore import ops

np.random.seed(0)
W = ms.Parameter(ms.Tensor(np.random.randn(6, 3), ms.float32), name="W")


def helper(x, scale=1.0):
    return x * scale


@ms.jit
def forward(x, idx, mask):
    h = helper(ops.matmul(x, W), scale=2.0)
    for _ in range(4):
        h = ops.tanh(h) + h
    h = ops.masked_fill(h, mask, 0.0)
    return ops.gather(h, idx, 0)


if __name__ == "__main__":
    x = ms.Tensor(np.random.randn(5, 6), ms.float32)
    idx = ms.Tensor(np.array([0, 2, 4]), ms.int32)
    mask = ms.Tensor(np.random.rand(5, 3) > 0.5)
    print(forward(x, idx, mask).shape)
