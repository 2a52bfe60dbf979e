"""@ms.jit function (PYNATIVE): weight matrix created with swapped dims."""
import numpy as np
import mindspore as ms
from mindspore import ops

IN_DIM, OUT_DIM = 12, 4
np.random.seed(0)
W = ms.Tensor(np.random.randn(OUT_DIM, IN_DIM).astype(np.float32))
B = ms.Tensor(np.zeros(OUT_DIM, np.float32))


@ms.jit
def linear_head(x):
    return ops.matmul(x, W) + B  # expect: MSD401


if __name__ == "__main__":
    print(linear_head(ms.Tensor(np.random.randn(3, IN_DIM).astype(np.float32))).shape)
