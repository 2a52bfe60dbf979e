import math

from mindspore import nn, ops


class MultiHeadSelfAttention(nn.Cell):
    def __init__(self, d_model, n_heads):
        super().__init__()
        self.n_heads = n_heads
        self.head_dim = d_model // n_heads
        self.qkv = nn.Dense(d_model, 3 * d_model)
        self.proj = nn.Dense(d_model, d_model)
        self.scale = 1.0 / math.sqrt(self.head_dim)

    def split_heads(self, t):
        b, n, _ = t.shape
        return t.reshape(b, n, self.n_heads, self.head_dim).transpose(0, 2, 1, 3)

    def construct(self, x):
        b, n, d = x.shape
        q, k, v = ops.split(self.qkv(x), d, axis=-1)
        q, k, v = self.split_heads(q), self.split_heads(k), self.split_heads(v)
        attn = ops.softmax(ops.matmul(q, k.swapaxes(-1, -2)) * self.scale, axis=-1)
        out = ops.matmul(attn, v).transpose(0, 2, 1, 3).reshape(b, n, d)
        return self.proj(out)


class EncoderBlock(nn.Cell):
    def __init__(self, d_model, n_heads, ffn_mult):
        super().__init__()
        self.norm1 = nn.LayerNorm((d_model,))
        self.attn = MultiHeadSelfAttention(d_model, n_heads)
        self.norm2 = nn.LayerNorm((d_model,))
        self.ffn = nn.SequentialCell([
            nn.Dense(d_model, ffn_mult * d_model), nn.GELU(), nn.Dense(ffn_mult * d_model, d_model)])

    def construct(self, x):
        x = x + self.attn(self.norm1(x))
        return x + self.ffn(self.norm2(x))
