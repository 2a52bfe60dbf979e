import math

import mindspore as ms
from mindspore import nn, ops


def make_padding_mask(ids, pad_id):
    return (ids == pad_id).expand_dims(1).expand_dims(1)


def make_causal_mask(length):
    causal = ops.triu(ops.ones((length, length), ms.float32), diagonal=1)
    return causal.astype(ms.bool_).expand_dims(0).expand_dims(0)


class MultiHeadAttention(nn.Cell):
    def __init__(self, d_model, n_heads, dropout=0.1):
        super().__init__()
        self.n_heads = n_heads
        self.d_head = d_model // n_heads
        self.q = nn.Dense(d_model, d_model)
        self.k = nn.Dense(d_model, d_model)
        self.v = nn.Dense(d_model, d_model)
        self.o = nn.Dense(d_model, d_model)
        self.dropout = nn.Dropout(p=dropout)
        self.scale = 1.0 / math.sqrt(self.d_head)

    def split(self, x):
        b, t, _ = x.shape
        return x.reshape(b, t, self.n_heads, self.d_head).transpose(0, 2, 1, 3)

    def construct(self, query, key, value, mask):
        q, k, v = self.split(self.q(query)), self.split(self.k(key)), self.split(self.v(value))
        scores = ops.matmul(q, k.transpose(0, 1, 3, 2)) * self.scale
        scores = ops.masked_fill(scores, mask, -1e9)
        attn = self.dropout(ops.softmax(scores, axis=-1))
        out = ops.matmul(attn, v).transpose(0, 2, 1, 3)
        b, t = out.shape[0], out.shape[1]
        return self.o(out.reshape(b, t, -1))


class FeedForward(nn.Cell):
    def __init__(self, d_model, d_ff):
        super().__init__()
        self.net = nn.SequentialCell([nn.Dense(d_model, d_ff), nn.GELU(), nn.Dense(d_ff, d_model)])

    def construct(self, x):
        return self.net(x)
