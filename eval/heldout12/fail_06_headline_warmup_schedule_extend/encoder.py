import math

import mindspore as ms
from mindspore import nn, ops


class SelfAttentionBlock(nn.Cell):
    def __init__(self, dim, heads):
        super().__init__()
        self.heads, self.hd = heads, dim // heads
        self.qkv = nn.Dense(dim, 3 * dim)
        self.proj = nn.Dense(dim, dim)
        self.norm1 = nn.LayerNorm((dim,))
        self.norm2 = nn.LayerNorm((dim,))
        self.ffn = nn.SequentialCell(nn.Dense(dim, 4 * dim), nn.GELU(), nn.Dense(4 * dim, dim))

    def construct(self, x):
        b, t, d = x.shape
        qkv = self.qkv(self.norm1(x)).reshape(b, t, 3, self.heads, self.hd).transpose(2, 0, 3, 1, 4)
        q, k, v = qkv[0], qkv[1], qkv[2]
        att = ops.softmax(ops.matmul(q, k.swapaxes(-1, -2)) / math.sqrt(self.hd), axis=-1)
        y = ops.matmul(att, v).transpose(0, 2, 1, 3).reshape(b, t, d)
        x = x + self.proj(y)
        return x + self.ffn(self.norm2(x))


class HeadlineClassifier(nn.Cell):
    def __init__(self, vocab, dim, heads, max_len, num_topics):
        super().__init__()
        self.tok = nn.Embedding(vocab, dim)
        self.pos = ms.Parameter(ops.randn(1, max_len, dim) * 0.02, name="pos")
        self.blocks = nn.CellList([SelfAttentionBlock(dim, heads) for _ in range(2)])
        self.cls = nn.Dense(dim, num_topics)

    def construct(self, ids):
        x = self.tok(ids) + self.pos
        for blk in self.blocks:
            x = blk(x)
        return self.cls(x.mean(axis=1))
