import numpy as np
import mindspore as ms
from mindspore import nn, ops


class CachedSelfAttention(nn.Cell):
    def __init__(self, dim, heads, layer_id, cache):
        super().__init__()
        self.heads, self.dh = heads, dim // heads
        self.q = nn.Dense(dim, dim)
        self.k = nn.Dense(dim, dim)
        self.v = nn.Dense(dim, dim)
        self.o = nn.Dense(dim, dim)
        self.key = "layer%d" % layer_id
        self.cache = cache

    def _split(self, x):
        b, t, _ = x.shape
        return x.reshape(b, t, self.heads, self.dh).swapaxes(1, 2)

    def construct(self, x):
        b, t, d = x.shape
        q, k, v = self._split(self.q(x)), self._split(self.k(x)), self._split(self.v(x))
        if self.key in self.cache:
            past_k, past_v = self.cache[self.key]
            k = ops.concat((past_k, k), axis=2)
            v = ops.concat((past_v, v), axis=2)
        self.cache[self.key] = (k, v)  # ROOT
        att = ops.softmax(ops.matmul(q, k.swapaxes(-1, -2)) / self.dh ** 0.5, axis=-1)
        return self.o(ops.matmul(att, v).swapaxes(1, 2).reshape(b, t, d))


class DecoderBlock(nn.Cell):
    def __init__(self, dim, heads, layer_id, cache):
        super().__init__()
        self.ln1 = nn.LayerNorm((dim,))
        self.attn = CachedSelfAttention(dim, heads, layer_id, cache)
        self.ln2 = nn.LayerNorm((dim,))
        self.mlp = nn.SequentialCell(nn.Dense(dim, 4 * dim), nn.GELU(), nn.Dense(4 * dim, dim))

    def construct(self, x):
        x = x + self.attn(self.ln1(x))
        return x + self.mlp(self.ln2(x))


class TinyLM(nn.Cell):
    """Decoder-only LM used for token-by-token generation with a key/value cache."""

    def __init__(self, vocab, dim=64, heads=4, depth=2, max_len=64):
        super().__init__()
        self.kv_cache = {}
        self.tok = nn.Embedding(vocab, dim)
        self.pos = nn.Embedding(max_len, dim)
        self.blocks = nn.CellList([DecoderBlock(dim, heads, i, self.kv_cache) for i in range(depth)])
        self.ln_f = nn.LayerNorm((dim,))
        self.head = nn.Dense(dim, vocab)

    def reset_cache(self):
        self.kv_cache.clear()

    def construct(self, token, position):
        h = self.tok(token) + self.pos(position)
        for blk in self.blocks:
            h = blk(h)
        return self.head(self.ln_f(h))[:, -1]
