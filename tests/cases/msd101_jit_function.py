"""@ms.jit function (PYNATIVE mode) calling a helper with `x` twice."""
import numpy as np
import mindspore as ms
from mindspore import ops


def rms_norm(x, weight, eps=1e-6):
    return x * ops.rsqrt((x * x).mean(axis=-1, keep_dims=True) + eps) * weight


@ms.jit
def fused_residual_norm(hidden, residual, weight):
    h = hidden + residual
    return rms_norm(h, weight, x=h)  # expect: MSD101


if __name__ == "__main__":
    np.random.seed(0)
    hidden = ms.Tensor(np.random.randn(2, 8).astype(np.float32))
    residual = ms.Tensor(np.random.randn(2, 8).astype(np.float32))
    weight = ms.Tensor(np.ones(8, np.float32))
    print(fused_residual_norm(hidden, residual, weight).shape)
