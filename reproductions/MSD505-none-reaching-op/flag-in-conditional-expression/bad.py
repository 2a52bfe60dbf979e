"""A two-stage mixer whose second stage is built without its gate: `gated=False` leaves the gate
None, and the gated projection then meets None in graph mode."""
import numpy as np
import mindspore as ms
from mindspore import nn

from layers import GatedLinear

ms.set_context(mode=ms.GRAPH_MODE)


class Mixer(nn.Cell):
    def __init__(self, dim=8):
        super().__init__()
        self.first = GatedLinear(dim)
        self.second = GatedLinear(dim, gated=False)  # expect: MSD505

    def construct(self, x):
        return self.second(self.first(x))


if __name__ == "__main__":
    x = ms.Tensor(np.ones((2, 8)), ms.float32)
    print(Mixer()(x).shape)
