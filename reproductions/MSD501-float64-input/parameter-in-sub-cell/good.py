"""A gated encoder whose gate scale is made as float32."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Parameter

ms.set_context(mode=ms.GRAPH_MODE)


class Gate(nn.Cell):
    def __init__(self, width):
        super().__init__()
        self.scale = Parameter(ms.Tensor(np.full(width, 0.5), ms.float32), name="scale")

    def construct(self, x):
        return ops.sigmoid(x) * self.scale


class Encoder(nn.Cell):
    def __init__(self, width=8):
        super().__init__()
        self.gate = Gate(width)
        self.out = nn.Dense(width, 4)

    def construct(self, x):
        return self.out(self.gate(x))


if __name__ == "__main__":
    x = ms.Tensor(np.random.default_rng(0).standard_normal((3, 8)), ms.float32)
    print(Encoder()(x).shape)
