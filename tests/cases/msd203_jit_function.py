"""@ms.jit function (PYNATIVE) that creates a Parameter for a scale."""
import numpy as np
import mindspore as ms
from mindspore import ops


@ms.jit
def layer_scale(x):
    gamma = ms.Parameter(ops.ones((x.shape[-1],), ms.float32) * 1e-4, name="gamma")  # expect: MSD203
    return x * gamma


if __name__ == "__main__":
    np.random.seed(0)
    print(layer_scale(ms.Tensor(np.random.randn(2, 8).astype(np.float32))).shape)
