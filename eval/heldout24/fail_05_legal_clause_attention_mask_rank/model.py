import math

from mindspore import nn, ops

from utils import additive_padding_mask


class SelfAttention(nn.Cell):
    def __init__(self, d_model, num_heads):
        super().__init__()
        self.h = num_heads
        self.dk = d_model // num_heads
        self.qkv = nn.Dense(d_model, 3 * d_model)
        self.out = nn.Dense(d_model, d_model)
        self.scale = 1.0 / math.sqrt(self.dk)

    def construct(self, x, mask):
        b, t, d = x.shape
        q, k, v = ops.split(self.qkv(x), d, axis=-1)
        q = q.reshape(b, t, self.h, self.dk).transpose(0, 2, 1, 3)
        k = k.reshape(b, t, self.h, self.dk).transpose(0, 2, 1, 3)
        v = v.reshape(b, t, self.h, self.dk).transpose(0, 2, 1, 3)
        scores = ops.matmul(q, k.transpose(0, 1, 3, 2)) * self.scale
        scores = scores + mask
        ctx = ops.matmul(ops.softmax(scores, axis=-1), v)
        return self.out(ctx.transpose(0, 2, 1, 3).reshape(b, t, d))


class EncoderLayer(nn.Cell):
    def __init__(self, d_model, num_heads, ffn_dim):
        super().__init__()
        self.attn = SelfAttention(d_model, num_heads)
        self.norm1 = nn.LayerNorm((d_model,))
        self.ffn = nn.SequentialCell([nn.Dense(d_model, ffn_dim), nn.GELU(), nn.Dense(ffn_dim, d_model)])
        self.norm2 = nn.LayerNorm((d_model,))

    def construct(self, x, mask):
        x = self.norm1(x + self.attn(x, mask))
        return self.norm2(x + self.ffn(x))


class ClauseClassifier(nn.Cell):
    def __init__(self, vocab_size, max_len, d_model, num_heads, ffn_dim, num_classes):
        super().__init__()
        self.tok = nn.Embedding(vocab_size, d_model, padding_idx=0)
        self.pos = nn.Embedding(max_len, d_model)
        self.layer = EncoderLayer(d_model, num_heads, ffn_dim)
        self.head = nn.Dense(d_model, num_classes)
        self.positions = ops.arange(max_len)

    def construct(self, ids):
        mask = additive_padding_mask(ids)
        x = self.tok(ids) + self.pos(self.positions)
        x = self.layer(x, mask)
        return self.head(x[:, 0, :])
