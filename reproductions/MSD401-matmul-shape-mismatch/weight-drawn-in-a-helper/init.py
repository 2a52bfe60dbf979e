"""Weight initialisation ported from a PyTorch codebase."""
import numpy as np
import mindspore as ms
from mindspore import Parameter


def he_normal(fan_in, fan_out, name, seed=0):
    rng = np.random.default_rng(seed)
    weight = rng.normal(0.0, np.sqrt(2.0 / fan_in), size=(fan_out, fan_in))  # expect: MSD401
    return Parameter(ms.Tensor(weight.astype(np.float32)), name=name)
