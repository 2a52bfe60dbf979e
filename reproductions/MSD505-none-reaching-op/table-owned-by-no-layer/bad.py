"""T5-style encoder: only the first layer owns the relative-position bias table and the others
reuse what it returns; the stack builds every layer without the table."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class T5Layer(nn.Cell):
    def __init__(self, dim, heads, max_len, has_relative_bias=False):
        super().__init__()
        self.heads = heads
        self.q = nn.Dense(dim, dim)
        self.k = nn.Dense(dim, dim)
        self.v = nn.Dense(dim, dim)
        self.out = nn.Dense(dim, dim)
        self.has_relative_bias = has_relative_bias
        if has_relative_bias:
            self.rel_bias = nn.Embedding(2 * max_len, heads)
        self.max_len = max_len

    def compute_bias(self, t):
        pos = ops.arange(t)
        rel = pos[None, :] - pos[:, None] + self.max_len
        return self.rel_bias(rel).transpose(2, 0, 1)[None]

    def construct(self, x, position_bias):
        b, t, d = x.shape
        if self.has_relative_bias:
            position_bias = self.compute_bias(t)
        q = self.q(x).reshape(b, t, self.heads, -1).swapaxes(1, 2)
        k = self.k(x).reshape(b, t, self.heads, -1).swapaxes(1, 2)
        v = self.v(x).reshape(b, t, self.heads, -1).swapaxes(1, 2)
        scores = ops.matmul(q, k.swapaxes(-1, -2)) + position_bias
        h = ops.matmul(ops.softmax(scores, -1), v).swapaxes(1, 2).reshape(b, t, d)
        return x + self.out(h), position_bias


class T5Encoder(nn.Cell):
    def __init__(self, dim=16, heads=4, depth=3, max_len=32):
        super().__init__()
        self.layers = nn.CellList([T5Layer(dim, heads, max_len) for i in range(depth)])  # expect: MSD505

    def construct(self, x):
        position_bias = None
        for layer in self.layers:
            x, position_bias = layer(x, position_bias)
        return x


if __name__ == "__main__":
    np.random.seed(0)
    print(T5Encoder()(ms.Tensor(np.random.randn(2, 5, 16), ms.float32)).shape)
