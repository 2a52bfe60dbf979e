"""@ms.jit function (PYNATIVE): float32 Parameter, float64 input."""
import numpy as np
import mindspore as ms
from mindspore import ops

np.random.seed(0)
PROJ = ms.Parameter(ms.Tensor(np.random.randn(6, 3).astype(np.float32)), name="proj")


@ms.jit
def project(x):
    return ops.matmul(x, PROJ)


if __name__ == "__main__":
    points = ms.Tensor(np.random.rand(10, 6))  # expect: MSD501
    print(project(points).shape)
