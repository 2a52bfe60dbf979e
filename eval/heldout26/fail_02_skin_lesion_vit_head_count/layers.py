import mindspore.nn as nn
import mindspore.ops as ops


class PatchEmbed(nn.Cell):
    def __init__(self, in_ch, dim, patch):
        super().__init__()
        self.proj = nn.Conv2d(in_ch, dim, patch, stride=patch, pad_mode="valid", has_bias=True)

    def construct(self, x):
        x = self.proj(x)                      # (B, D, H/P, W/P)
        b, d = x.shape[0], x.shape[1]
        return x.reshape(b, d, -1).transpose(0, 2, 1)


class MultiHeadSelfAttention(nn.Cell):
    def __init__(self, dim, heads):
        super().__init__()
        self.heads = heads
        self.head_dim = dim // heads
        self.scale = self.head_dim ** -0.5
        self.qkv = nn.Dense(dim, dim * 3)
        self.out = nn.Dense(dim, dim)

    def construct(self, x):
        b, t, d = x.shape
        qkv = self.qkv(x).reshape(b, t, 3, self.heads, self.head_dim)
        qkv = qkv.transpose(2, 0, 3, 1, 4)
        q, k, v = qkv[0], qkv[1], qkv[2]
        attn = ops.softmax(ops.matmul(q, k.swapaxes(-1, -2)) * self.scale, axis=-1)
        ctx = ops.matmul(attn, v).transpose(0, 2, 1, 3).reshape(b, t, d)
        return self.out(ctx)


class EncoderBlock(nn.Cell):
    def __init__(self, dim, heads, mlp_ratio):
        super().__init__()
        self.norm1 = nn.LayerNorm((dim,))
        self.attn = MultiHeadSelfAttention(dim, heads)
        self.norm2 = nn.LayerNorm((dim,))
        self.mlp = nn.SequentialCell([nn.Dense(dim, dim * mlp_ratio), nn.GELU(), nn.Dense(dim * mlp_ratio, dim)])

    def construct(self, x):
        x = x + self.attn(self.norm1(x))
        return x + self.mlp(self.norm2(x))
