import math

from mindspore import nn, ops


class Attention(nn.Cell):
    def __init__(self, dim, heads):
        super().__init__()
        self.heads, self.hd = heads, dim // heads
        self.qkv = nn.Dense(dim, dim * 3)
        self.proj = nn.Dense(dim, dim)

    def construct(self, x):
        b, n, d = x.shape
        qkv = self.qkv(x).reshape(b, n, 3, self.heads, self.hd).transpose(2, 0, 3, 1, 4)
        attn = ops.softmax(ops.matmul(qkv[0], qkv[1].swapaxes(-2, -1)) / math.sqrt(self.hd), axis=-1)
        return self.proj(ops.matmul(attn, qkv[2]).transpose(0, 2, 1, 3).reshape(b, n, d))


class Block(nn.Cell):
    def __init__(self, dim, heads, mlp_ratio, norm_layer):
        super().__init__()
        self.norm1 = norm_layer((dim,))
        self.attn = Attention(dim, heads)
        self.norm2 = norm_layer((dim,))
        hidden = int(dim * mlp_ratio)
        self.mlp = nn.SequentialCell(nn.Dense(dim, hidden), nn.GELU(), nn.Dense(hidden, dim))

    def construct(self, x):
        x = x + self.attn(self.norm1(x))
        return x + self.mlp(self.norm2(x))
