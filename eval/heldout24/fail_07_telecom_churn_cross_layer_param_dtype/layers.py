import numpy as np
import mindspore as ms
from mindspore import nn, ops, Parameter

import config


def make_param(shape, name, scale=0.1, seed=0):
    value = np.random.RandomState(seed).normal(0.0, scale, size=shape)
    return Parameter(ms.Tensor(value, config.PARAM_DTYPE), name=name)


class CrossLayer(nn.Cell):
    """DCN cross layer: x_{l+1} = x_0 * (x_l w) + b + x_l"""

    def __init__(self, dim, seed):
        super().__init__()
        self.w = make_param((dim, 1), "w", seed=seed)
        self.b = make_param((dim,), "b", scale=0.0, seed=seed)

    def construct(self, x0, xl):
        return x0 * ops.matmul(xl, self.w) + self.b + xl


class DeepCrossNet(nn.Cell):
    def __init__(self, in_dim, n_cross, deep_units):
        super().__init__()
        self.cross = nn.CellList([CrossLayer(in_dim, seed=i) for i in range(n_cross)])
        layers, d = [], in_dim
        for u in deep_units:
            layers += [nn.Dense(d, u), nn.ReLU()]
            d = u
        self.deep = nn.SequentialCell(layers)
        self.out = nn.Dense(in_dim + d, 1)

    def construct(self, x):
        xl = x
        for layer in self.cross:
            xl = layer(x, xl)
        return self.out(ops.concat((xl, self.deep(x)), axis=1)).squeeze(-1)
