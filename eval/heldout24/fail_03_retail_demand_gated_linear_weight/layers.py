import math

import numpy as np
import mindspore as ms
from mindspore import nn, ops, Parameter


def glorot_weight(in_dim, out_dim, name, rng):
    limit = math.sqrt(6.0 / (in_dim + out_dim))
    value = rng.uniform(-limit, limit, size=(out_dim, in_dim)).astype(np.float32)  # ROOT
    return Parameter(ms.Tensor(value), name=name)


class GatedLinear(nn.Cell):
    """y = (x W + b) * sigmoid(x W_g + b_g)"""

    def __init__(self, in_dim, out_dim, seed=0):
        super().__init__()
        rng = np.random.RandomState(seed)
        self.weight = glorot_weight(in_dim, out_dim, "weight", rng)
        self.gate_weight = glorot_weight(in_dim, out_dim, "gate_weight", rng)
        self.bias = Parameter(ms.Tensor(np.zeros(out_dim, np.float32)), name="bias")
        self.gate_bias = Parameter(ms.Tensor(np.zeros(out_dim, np.float32)), name="gate_bias")

    def construct(self, x):
        value = ops.matmul(x, self.weight) + self.bias
        gate = ops.sigmoid(ops.matmul(x, self.gate_weight) + self.gate_bias)
        return value * gate
