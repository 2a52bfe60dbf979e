"""@ms.jit function (PYNATIVE) calling a helper without its `bias` argument."""
import numpy as np
import mindspore as ms
from mindspore import ops


def bias_gelu(x, bias):
    return ops.gelu(x + bias)


@ms.jit
def mlp_forward(x, w1, b1, w2):
    h = bias_gelu(ops.matmul(x, w1))  # expect: MSD104
    return ops.matmul(h, w2)


if __name__ == "__main__":
    np.random.seed(0)
    x = ms.Tensor(np.random.randn(4, 8).astype(np.float32))
    w1 = ms.Tensor(np.random.randn(8, 16).astype(np.float32))
    b1 = ms.Tensor(np.zeros(16, np.float32))
    w2 = ms.Tensor(np.random.randn(16, 2).astype(np.float32))
    print(mlp_forward(x, w1, b1, w2).shape)
