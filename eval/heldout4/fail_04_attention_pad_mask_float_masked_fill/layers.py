import math

from mindspore import nn, ops


class SelfAttention(nn.Cell):
    def __init__(self, dim, heads):
        super().__init__()
        self.heads = heads
        self.head_dim = dim // heads
        self.qkv = nn.Dense(dim, 3 * dim)
        self.proj = nn.Dense(dim, dim)
        self.scale = 1.0 / math.sqrt(self.head_dim)

    def construct(self, x, pad_mask):
        b, t, d = x.shape
        qkv = self.qkv(x).reshape(b, t, 3, self.heads, self.head_dim).transpose(2, 0, 3, 1, 4)
        q, k, v = qkv[0], qkv[1], qkv[2]
        scores = ops.matmul(q, k.swapaxes(-1, -2)) * self.scale
        scores = ops.masked_fill(scores, pad_mask, -1e9)
        attn = ops.softmax(scores, axis=-1)
        out = ops.matmul(attn, v).transpose(0, 2, 1, 3).reshape(b, t, d)
        return self.proj(out)


class EncoderLayer(nn.Cell):
    def __init__(self, dim, heads):
        super().__init__()
        self.attn = SelfAttention(dim, heads)
        self.ln1 = nn.LayerNorm((dim,))
        self.ln2 = nn.LayerNorm((dim,))
        self.ffn = nn.SequentialCell([nn.Dense(dim, 4 * dim), nn.GELU(), nn.Dense(4 * dim, dim)])

    def construct(self, x, pad_mask):
        x = x + self.attn(self.ln1(x), pad_mask)
        return x + self.ffn(self.ln2(x))
