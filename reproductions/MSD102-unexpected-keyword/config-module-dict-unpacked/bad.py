"""Projection layers are built with `**cfg.PROJECTION`, a dict in the settings module written for
PyTorch's `nn.Linear` (`bias=`); MindSpore's `nn.Dense` calls it `has_bias`. The error comes from
the layer's constructor; the line to change is the dict entry in the settings module."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

import mlp_settings as cfg

ms.set_context(mode=ms.GRAPH_MODE)


class Projector(nn.Cell):
    def __init__(self, dim):
        super().__init__()
        self.query = nn.Dense(dim, cfg.HIDDEN, **cfg.PROJECTION)
        self.key = nn.Dense(dim, cfg.HIDDEN, **cfg.PROJECTION)

    def construct(self, x):
        return ops.matmul(self.query(x), self.key(x).swapaxes(-1, -2))


if __name__ == "__main__":
    print(Projector(16)(ms.Tensor(np.random.randn(2, 5, 16), ms.float32)).shape)
