"""The shared settings use MindSpore's keyword, `has_bias`."""
import types

import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)

cfg = types.SimpleNamespace(HIDDEN=32, PROJECTION=dict(has_bias=False, weight_init="xavier_uniform"))


class Projector(nn.Cell):
    def __init__(self, dim):
        super().__init__()
        self.query = nn.Dense(dim, cfg.HIDDEN, **cfg.PROJECTION)
        self.key = nn.Dense(dim, cfg.HIDDEN, **cfg.PROJECTION)

    def construct(self, x):
        return ops.matmul(self.query(x), self.key(x).swapaxes(-1, -2))


if __name__ == "__main__":
    print(Projector(16)(ms.Tensor(np.random.randn(2, 5, 16), ms.float32)).shape)
