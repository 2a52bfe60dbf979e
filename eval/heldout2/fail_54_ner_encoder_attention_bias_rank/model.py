import mindspore as ms
from mindspore import nn, ops


class MultiHeadAttention(nn.Cell):
    def __init__(self, dim, heads, dropout=0.1):
        super().__init__()
        self.heads, self.dk = heads, dim // heads
        self.qkv = nn.Dense(dim, 3 * dim)
        self.out = nn.Dense(dim, dim)
        self.drop = nn.Dropout(p=dropout)

    def construct(self, x, bias):
        b, t, d = x.shape
        qkv = self.qkv(x).reshape(b, t, 3, self.heads, self.dk).transpose(2, 0, 3, 1, 4)
        q, k, v = qkv[0], qkv[1], qkv[2]
        scores = ops.matmul(q, k.swapaxes(-1, -2)) / (self.dk ** 0.5)
        attn = self.drop(ops.softmax(scores + bias, axis=-1))
        return self.out(ops.matmul(attn, v).transpose(0, 2, 1, 3).reshape(b, t, d))


class EncoderLayer(nn.Cell):
    def __init__(self, dim, heads):
        super().__init__()
        self.attn = MultiHeadAttention(dim, heads)
        self.ln1 = nn.LayerNorm((dim,))
        self.ffn = nn.SequentialCell(nn.Dense(dim, 4 * dim), nn.GELU(), nn.Dense(4 * dim, dim))
        self.ln2 = nn.LayerNorm((dim,))

    def construct(self, x, bias):
        x = self.ln1(x + self.attn(x, bias))
        return self.ln2(x + self.ffn(x))


class TokenTagger(nn.Cell):
    def __init__(self, vocab, n_tags, dim=64, heads=4, depth=2, max_len=32):
        super().__init__()
        self.tok = nn.Embedding(vocab, dim)
        self.pos = nn.Embedding(max_len, dim)
        self.layers = nn.CellList([EncoderLayer(dim, heads) for _ in range(depth)])
        self.classifier = nn.Dense(dim, n_tags)

    def construct(self, ids, bias):
        t = ids.shape[1]
        h = self.tok(ids) + self.pos(ops.arange(t).reshape(1, t))
        for layer in self.layers:
            h = layer(h, bias)
        return self.classifier(h)
