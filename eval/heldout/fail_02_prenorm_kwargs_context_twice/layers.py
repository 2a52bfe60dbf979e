import mindspore as ms
from mindspore import nn, ops


class PreNorm(nn.Cell):
    def __init__(self, dim, fn):
        super().__init__()
        self.norm = nn.LayerNorm((dim,))
        self.fn = fn

    def construct(self, x, *args, **kwargs):
        return self.fn(self.norm(x), *args, **kwargs)


class FeedForward(nn.Cell):
    def __init__(self, dim, mult=4, dropout=0.0):
        super().__init__()
        self.net = nn.SequentialCell(
            nn.Dense(dim, dim * mult), nn.GELU(), nn.Dropout(p=dropout), nn.Dense(dim * mult, dim)
        )

    def construct(self, x):
        return self.net(x)


class Attention(nn.Cell):
    def __init__(self, dim, heads=4, dim_head=8):
        super().__init__()
        inner = heads * dim_head
        self.heads = heads
        self.scale = dim_head ** -0.5
        self.to_q = nn.Dense(dim, inner, has_bias=False)
        self.to_kv = nn.Dense(dim, inner * 2, has_bias=False)
        self.to_out = nn.Dense(inner, dim)

    def construct(self, x, context=None, mask=None):
        if context is None:
            context = x
        b, n, _ = x.shape
        m = context.shape[1]
        q = self.to_q(x).reshape(b, n, self.heads, -1).transpose(0, 2, 1, 3)
        k, v = ops.chunk(self.to_kv(context), 2, axis=-1)
        k = k.reshape(b, m, self.heads, -1).transpose(0, 2, 1, 3)
        v = v.reshape(b, m, self.heads, -1).transpose(0, 2, 1, 3)
        sim = ops.matmul(q, k.swapaxes(-1, -2)) * self.scale
        if mask is not None:
            sim = sim.masked_fill(~mask[:, None, None, :], -1e9)
        attn = ops.softmax(sim, axis=-1)
        out = ops.matmul(attn, v).transpose(0, 2, 1, 3).reshape(b, n, -1)
        return self.to_out(out)
