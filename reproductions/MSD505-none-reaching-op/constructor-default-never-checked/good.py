"""A residual tower whose blocks are built with their gain."""
import numpy as np
import mindspore as ms
from mindspore import nn

from blocks import ScaledResidual

ms.set_context(mode=ms.GRAPH_MODE)


class Tower(nn.Cell):
    def __init__(self, width=6):
        super().__init__()
        self.first = ScaledResidual(width, gain=0.5)
        self.head = nn.Dense(width, 2)

    def construct(self, x):
        return self.head(self.first(x))


if __name__ == "__main__":
    x = ms.Tensor(np.random.default_rng(0).standard_normal((3, 6)), ms.float32)
    print(Tower()(x).shape)
