import mindspore as ms
import mindspore.nn as nn
import mindspore.ops as ops
from mindspore.common.initializer import TruncatedNormal


class PatchEmbed(nn.Cell):
    def __init__(self, in_ch, dim, patch, num_patches):
        super().__init__()
        self.proj = nn.Conv2d(in_ch, dim, patch, stride=patch, has_bias=True)
        self.pos = ms.Parameter(ms.common.initializer.initializer(TruncatedNormal(0.02), (1, num_patches, dim)),
                                name="pos_embed")

    def construct(self, x):
        x = self.proj(x)
        b, c, h, w = x.shape
        return x.reshape(b, c, h * w).transpose(0, 2, 1) + self.pos


class Attention(nn.Cell):
    def __init__(self, dim, heads, qkv_bias=True):
        super().__init__()
        self.dim = dim
        self.heads = heads
        self.head_dim = dim // heads
        self.scale = self.head_dim ** -0.5
        self.qkv = nn.Dense(dim, dim * 2, has_bias=qkv_bias)  # ROOT
        self.out = nn.Dense(dim, dim)
        self.softmax = nn.Softmax(axis=-1)

    def split_heads(self, t):
        b, n, _ = t.shape
        return t.reshape(b, n, self.heads, self.head_dim).transpose(0, 2, 1, 3)

    def construct(self, x):
        b, n, _ = x.shape
        q, k, v = ops.split(self.qkv(x), self.dim, axis=-1)
        q, k, v = self.split_heads(q), self.split_heads(k), self.split_heads(v)
        attn = self.softmax(ops.matmul(q, k.swapaxes(-1, -2)) * self.scale)
        ctx = ops.matmul(attn, v).transpose(0, 2, 1, 3).reshape(b, n, self.dim)
        return self.out(ctx)


class EncoderBlock(nn.Cell):
    def __init__(self, dim, heads, mlp_ratio):
        super().__init__()
        self.norm1 = nn.LayerNorm((dim,))
        self.attn = Attention(dim, heads)
        self.norm2 = nn.LayerNorm((dim,))
        self.mlp = nn.SequentialCell([nn.Dense(dim, dim * mlp_ratio), nn.GELU(), nn.Dense(dim * mlp_ratio, dim)])

    def construct(self, x):
        x = x + self.attn(self.norm1(x))
        return x + self.mlp(self.norm2(x))
