import math
import mindspore.nn as nn
import mindspore.ops as ops


class MultiHeadSelfAttention(nn.Cell):
    def __init__(self, hidden, num_heads):
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = hidden // num_heads
        self.qkv = nn.Dense(hidden, 3 * hidden)
        self.proj = nn.Dense(hidden, hidden)
        self.scale = 1.0 / math.sqrt(self.head_dim)

    def split_heads(self, x):
        b, t, _ = x.shape
        return x.view(b, t, self.num_heads, self.head_dim).transpose(0, 2, 1, 3)

    def construct(self, x):
        b, t, h = x.shape
        q, k, v = ops.split(self.qkv(x), h, axis=-1)
        q, k, v = self.split_heads(q), self.split_heads(k), self.split_heads(v)
        attn = ops.softmax(ops.matmul(q, k.transpose(0, 1, 3, 2)) * self.scale, axis=-1)
        out = ops.matmul(attn, v).transpose(0, 2, 1, 3).view(b, t, h)
        return self.proj(out)
