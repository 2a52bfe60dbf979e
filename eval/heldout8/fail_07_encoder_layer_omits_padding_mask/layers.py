import math

from mindspore import nn, ops


class SelfAttention(nn.Cell):
    def __init__(self, dim, heads):
        super().__init__()
        self.heads = heads
        self.head_dim = dim // heads
        self.q = nn.Dense(dim, dim)
        self.k = nn.Dense(dim, dim)
        self.v = nn.Dense(dim, dim)
        self.o = nn.Dense(dim, dim)

    def _heads(self, t):
        b, n, _ = t.shape
        return t.reshape(b, n, self.heads, self.head_dim).swapaxes(1, 2)

    def construct(self, x, key_padding_mask=None):
        b, n, d = x.shape
        q, k, v = self._heads(self.q(x)), self._heads(self.k(x)), self._heads(self.v(x))
        scores = ops.matmul(q, k.swapaxes(-1, -2)) / math.sqrt(self.head_dim)
        bias = (1.0 - key_padding_mask) * -1e4
        scores = scores + bias.reshape(b, 1, 1, n)
        ctx = ops.matmul(ops.softmax(scores, axis=-1), v)
        return self.o(ctx.swapaxes(1, 2).reshape(b, n, d))


class EncoderLayer(nn.Cell):
    def __init__(self, dim, heads, hidden):
        super().__init__()
        self.ln1 = nn.LayerNorm((dim,))
        self.attn = SelfAttention(dim, heads)
        self.ln2 = nn.LayerNorm((dim,))
        self.mlp = nn.SequentialCell(nn.Dense(dim, hidden), nn.GELU(), nn.Dense(hidden, dim))

    def construct(self, x, mask):
        h = self.attn(self.ln1(x))  # ROOT
        x = x + h
        return x + self.mlp(self.ln2(x))
