import math

import mindspore as ms
from mindspore import nn, ops


class SelfAttention(nn.Cell):
    def __init__(self, d_model, n_heads):
        super().__init__()
        self.n_heads = n_heads
        self.head_dim = d_model // n_heads
        self.qkv = nn.Dense(d_model, 3 * d_model)
        self.out = nn.Dense(d_model, d_model)
        self.scale = 1.0 / math.sqrt(self.head_dim)

    def construct(self, x, pad_mask):
        b, t, d = x.shape
        qkv = self.qkv(x).reshape(b, t, 3, self.n_heads, self.head_dim)
        qkv = qkv.transpose(2, 0, 3, 1, 4)
        q, k, v = qkv[0], qkv[1], qkv[2]
        scores = ops.matmul(q, k.swapaxes(-1, -2)) * self.scale
        scores = ops.masked_fill(scores, pad_mask, -1e9)
        attn = ops.softmax(scores, axis=-1)
        ctx = ops.matmul(attn, v).transpose(0, 2, 1, 3).reshape(b, t, d)
        return self.out(ctx)


class EncoderLayer(nn.Cell):
    def __init__(self, d_model, n_heads):
        super().__init__()
        self.attn = SelfAttention(d_model, n_heads)
        self.norm1 = nn.LayerNorm((d_model,))
        self.ff = nn.SequentialCell(nn.Dense(d_model, 2 * d_model), nn.GELU(), nn.Dense(2 * d_model, d_model))
        self.norm2 = nn.LayerNorm((d_model,))

    def construct(self, x, pad_mask):
        x = self.norm1(x + self.attn(x, pad_mask))
        return self.norm2(x + self.ff(x))


class TextClassifier(nn.Cell):
    def __init__(self, vocab, max_len, d_model, n_heads, n_classes):
        super().__init__()
        self.tok = nn.Embedding(vocab, d_model)
        self.pos = ms.Parameter(ops.zeros((1, max_len, d_model), ms.float32), name="pos")
        self.layer = EncoderLayer(d_model, n_heads)
        self.head = nn.Dense(d_model, n_classes)

    def construct(self, ids, pad_mask):
        h = self.tok(ids) + self.pos
        h = self.layer(h, pad_mask)
        return self.head(h[:, 0])
