"""A gated encoder: the gate's scale Parameter is made from a NumPy array without a dtype, so it
is float64, and so is everything the gate returns. MindSpore fails at the next Dense, in another
cell; the line to change is where the Parameter was made."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Parameter

ms.set_context(mode=ms.GRAPH_MODE)


class Gate(nn.Cell):
    def __init__(self, width):
        super().__init__()
        self.scale = Parameter(ms.Tensor(np.full(width, 0.5)), name="scale")  # expect: MSD501

    def construct(self, x):
        return ops.sigmoid(x) * self.scale


class Encoder(nn.Cell):
    def __init__(self, width=8):
        super().__init__()
        self.gate = Gate(width)
        self.out = nn.Dense(width, 4)

    def construct(self, x):
        return self.out(self.gate(x))  # via


if __name__ == "__main__":
    x = ms.Tensor(np.random.default_rng(0).standard_normal((3, 8)), ms.float32)
    print(Encoder()(x).shape)
