import math

import mindspore as ms
from mindspore import nn, ops


class CachedSelfAttention(nn.Cell):
    """Single-token decoding step that reuses keys/values of earlier positions."""

    def __init__(self, dim, heads):
        super().__init__()
        self.heads = heads
        self.hd = dim // heads
        self.q = nn.Dense(dim, dim)
        self.kv = nn.Dense(dim, 2 * dim)
        self.o = nn.Dense(dim, dim)
        self.cache = {}

    def reset(self):
        self.cache = {}

    def construct(self, x):
        b = x.shape[0]
        q = self.q(x).reshape(b, 1, self.heads, self.hd).transpose(0, 2, 1, 3)
        k, v = ops.chunk(self.kv(x), 2, axis=-1)
        k = k.reshape(b, 1, self.heads, self.hd).transpose(0, 2, 1, 3)
        v = v.reshape(b, 1, self.heads, self.hd).transpose(0, 2, 1, 3)
        if "kv" in self.cache:
            past_k, past_v = self.cache["kv"]
            k = ops.concat((past_k, k), axis=2)
            v = ops.concat((past_v, v), axis=2)
        self.cache["kv"] = (k, v)  # ROOT
        att = ops.softmax(ops.matmul(q, k.swapaxes(-1, -2)) / math.sqrt(self.hd), axis=-1)
        out = ops.matmul(att, v).transpose(0, 2, 1, 3).reshape(b, 1, -1)
        return self.o(out)


class TinyDecoder(nn.Cell):
    def __init__(self, vocab, dim=32, heads=4, max_len=32):
        super().__init__()
        self.tok = nn.Embedding(vocab, dim)
        self.pos = nn.Embedding(max_len, dim)
        self.attn = CachedSelfAttention(dim, heads)
        self.ln1 = nn.LayerNorm((dim,))
        self.ln2 = nn.LayerNorm((dim,))
        self.ff = nn.SequentialCell([nn.Dense(dim, 4 * dim), nn.GELU(), nn.Dense(4 * dim, dim)])
        self.head = nn.Dense(dim, vocab)

    def construct(self, token, position):
        x = self.tok(token) + self.pos(position)
        x = x + self.attn(self.ln1(x))
        x = x + self.ff(self.ln2(x))
        return self.head(x)[:, -1]
