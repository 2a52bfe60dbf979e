"""Gated linear unit feed-forward: the projection is split into value and
gate, but the split asks for three chunks."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class GLUFeedForward(nn.Cell):
    def __init__(self, dim=32, hidden=64):
        super().__init__()
        self.w_in = nn.Dense(dim, hidden * 2)
        self.w_out = nn.Dense(hidden, dim)

    def construct(self, x):
        h = self.w_in(x)
        value, gate, extra = ops.chunk(h, 2, axis=-1)  # expect: MSD405
        return self.w_out(value * ops.sigmoid(gate))


class Layer(nn.Cell):
    def __init__(self, dim=32):
        super().__init__()
        self.norm = nn.LayerNorm((dim,))
        self.ffn = GLUFeedForward(dim)

    def construct(self, x):
        return x + self.ffn(self.norm(x))


if __name__ == "__main__":
    np.random.seed(0)
    layer = Layer()
    x = ms.Tensor(np.random.randn(2, 7, 32).astype(np.float32))
    print(layer(x).shape)
