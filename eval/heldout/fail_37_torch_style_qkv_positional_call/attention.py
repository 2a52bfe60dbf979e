import mindspore as ms
from mindspore import nn, ops


class SelfAttentionPool(nn.Cell):
    """Self-attention over a set of features (our own module; takes x and an optional mask)."""

    def __init__(self, dim, heads=2):
        super().__init__()
        self.heads = heads
        self.qkv = nn.Dense(dim, dim * 3, has_bias=False)
        self.proj = nn.Dense(dim, dim)

    def construct(self, x, mask=None):
        b, n, d = x.shape
        qkv = self.qkv(x).reshape(b, n, 3, self.heads, d // self.heads).transpose(2, 0, 3, 1, 4)
        q, k, v = qkv[0], qkv[1], qkv[2]
        w = ops.matmul(q, k.swapaxes(-1, -2)) * (d // self.heads) ** -0.5
        if mask is not None:
            w = w + (1.0 - mask[:, None, None, :]) * -1e9
        out = ops.matmul(ops.softmax(w, -1), v).transpose(0, 2, 1, 3).reshape(b, n, d)
        return self.proj(out)
