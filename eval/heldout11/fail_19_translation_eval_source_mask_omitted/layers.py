import mindspore as ms
from mindspore import nn, ops


class MultiHeadAttention(nn.Cell):
    def __init__(self, d_model, heads):
        super().__init__()
        self.heads = heads
        self.dk = d_model // heads
        self.q = nn.Dense(d_model, d_model)
        self.k = nn.Dense(d_model, d_model)
        self.v = nn.Dense(d_model, d_model)
        self.o = nn.Dense(d_model, d_model)

    def split(self, x):
        b, n, _ = x.shape
        return x.reshape(b, n, self.heads, self.dk).transpose(0, 2, 1, 3)

    def construct(self, query, key, value, mask=None):
        q, k, v = self.split(self.q(query)), self.split(self.k(key)), self.split(self.v(value))
        scores = ops.matmul(q, k.swapaxes(-1, -2)) / (self.dk ** 0.5)
        scores = ops.masked_fill(scores, mask == 0, -1e9)
        attn = ops.softmax(scores, axis=-1)
        out = ops.matmul(attn, v).transpose(0, 2, 1, 3)
        b, n = out.shape[0], out.shape[1]
        return self.o(out.reshape(b, n, -1))


class EncoderLayer(nn.Cell):
    def __init__(self, d_model, heads, ffn):
        super().__init__()
        self.attn = MultiHeadAttention(d_model, heads)
        self.ff = nn.SequentialCell([nn.Dense(d_model, ffn), nn.ReLU(), nn.Dense(ffn, d_model)])
        self.n1 = nn.LayerNorm((d_model,))
        self.n2 = nn.LayerNorm((d_model,))

    def construct(self, x, mask):
        x = self.n1(x + self.attn(x, x, x, mask))
        return self.n2(x + self.ff(x))


class DecoderLayer(nn.Cell):
    def __init__(self, d_model, heads, ffn):
        super().__init__()
        self.self_attn = MultiHeadAttention(d_model, heads)
        self.cross_attn = MultiHeadAttention(d_model, heads)
        self.ff = nn.SequentialCell([nn.Dense(d_model, ffn), nn.ReLU(), nn.Dense(ffn, d_model)])
        self.n1 = nn.LayerNorm((d_model,))
        self.n2 = nn.LayerNorm((d_model,))
        self.n3 = nn.LayerNorm((d_model,))

    def construct(self, y, memory, causal_mask, src_mask):
        y = self.n1(y + self.self_attn(y, y, y, causal_mask))
        y = self.n2(y + self.cross_attn(y, memory, memory, src_mask))
        return self.n3(y + self.ff(y))
