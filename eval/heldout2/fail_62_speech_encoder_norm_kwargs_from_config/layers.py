import mindspore as ms
from mindspore import nn, ops


class MaskedSelfAttentionLayer(nn.Cell):
    def __init__(self, dim, heads, ff_mult, dropout, norm):
        super().__init__()
        self.heads, self.dh = heads, dim // heads
        self.norm1 = nn.LayerNorm(**norm)
        self.qkv = nn.Dense(dim, 3 * dim)
        self.proj = nn.Dense(dim, dim)
        self.norm2 = nn.LayerNorm(**norm)
        self.ff = nn.SequentialCell(nn.Dense(dim, ff_mult * dim), nn.ReLU(), nn.Dropout(p=dropout),
                                    nn.Dense(ff_mult * dim, dim))

    def construct(self, x, pad_mask):
        b, t, d = x.shape
        h = self.norm1(x)
        q, k, v = ops.split(self.qkv(h), d, axis=-1)
        q = q.reshape(b, t, self.heads, self.dh).swapaxes(1, 2)
        k = k.reshape(b, t, self.heads, self.dh).swapaxes(1, 2)
        v = v.reshape(b, t, self.heads, self.dh).swapaxes(1, 2)
        scores = ops.matmul(q, k.swapaxes(-1, -2)) / self.dh ** 0.5
        scores = ops.masked_fill(scores, pad_mask[:, None, None, :], -1e4)
        att = ops.matmul(ops.softmax(scores, axis=-1), v).swapaxes(1, 2).reshape(b, t, d)
        x = x + self.proj(att)
        return x + self.ff(self.norm2(x))
