import mindspore as ms
from mindspore import nn, ops


class Residual(nn.Cell):
    def __init__(self, dim, fn):
        super().__init__()
        self.norm = nn.LayerNorm((dim,))
        self.fn = fn

    def construct(self, x, *args, **kwargs):
        return x + self.fn(self.norm(x), *args, **kwargs)


class SelfAttention(nn.Cell):
    def __init__(self, dim, heads):
        super().__init__()
        self.heads = heads
        self.head_dim = dim // heads
        self.scale = self.head_dim ** -0.5
        self.to_qkv = nn.Dense(dim, dim * 3)
        self.proj = nn.Dense(dim, dim)

    def construct(self, x, mask=None, pos=None):
        b, t, d = x.shape
        qk_in = x if pos is None else x + pos
        q, k, _ = ops.split(self.to_qkv(qk_in), d, axis=-1)
        _, _, v = ops.split(self.to_qkv(x), d, axis=-1)
        q = q.reshape(b, t, self.heads, self.head_dim).transpose(0, 2, 1, 3)
        k = k.reshape(b, t, self.heads, self.head_dim).transpose(0, 2, 1, 3)
        v = v.reshape(b, t, self.heads, self.head_dim).transpose(0, 2, 1, 3)
        scores = ops.matmul(q, k.transpose(0, 1, 3, 2)) * self.scale
        if mask is not None:
            scores = scores + (1.0 - mask[:, None, None, :]) * -1e9
        attn = ops.softmax(scores, axis=-1)
        out = ops.matmul(attn, v).transpose(0, 2, 1, 3).reshape(b, t, d)
        return self.proj(out)


class FeedForward(nn.Cell):
    def __init__(self, dim, mult=4):
        super().__init__()
        self.net = nn.SequentialCell(
            nn.Dense(dim, dim * mult), nn.GELU(), nn.Dense(dim * mult, dim)
        )

    def construct(self, x):
        return self.net(x)
