import math

import mindspore as ms
from mindspore import nn, ops


class MultiHeadSelfAttention(nn.Cell):
    def __init__(self, d_model, num_heads):
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = d_model / num_heads  # ROOT
        self.qkv = nn.Dense(d_model, 3 * d_model)
        self.proj = nn.Dense(d_model, d_model)
        self.scale = 1.0 / math.sqrt(d_model // num_heads)

    def split_heads(self, x):
        b, l, _ = x.shape
        x = ops.reshape(x, (b, l, self.num_heads, self.head_dim))
        return ops.transpose(x, (0, 2, 1, 3))

    def construct(self, x, pad_mask):
        b, l, d = x.shape
        q, k, v = ops.split(self.qkv(x), d, axis=-1)
        q, k, v = self.split_heads(q), self.split_heads(k), self.split_heads(v)
        scores = ops.matmul(q, ops.transpose(k, (0, 1, 3, 2))) * self.scale
        scores = ops.masked_fill(scores, pad_mask[:, None, None, :], ms.Tensor(-1e9, ms.float32))
        attn = ops.softmax(scores, axis=-1)
        out = ops.transpose(ops.matmul(attn, v), (0, 2, 1, 3))
        return self.proj(ops.reshape(out, (b, l, d)))


class EncoderLayer(nn.Cell):
    def __init__(self, d_model, num_heads, ffn_dim):
        super().__init__()
        self.attn = MultiHeadSelfAttention(d_model, num_heads)
        self.norm1 = nn.LayerNorm((d_model,))
        self.norm2 = nn.LayerNorm((d_model,))
        self.ffn = nn.SequentialCell([nn.Dense(d_model, ffn_dim), nn.GELU(), nn.Dense(ffn_dim, d_model)])

    def construct(self, x, pad_mask):
        x = self.norm1(x + self.attn(x, pad_mask))
        return self.norm2(x + self.ffn(x))
