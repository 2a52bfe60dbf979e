import math

import mindspore as ms
import mindspore.nn as nn
import mindspore.ops as ops


class MaskedSelfAttention(nn.Cell):
    def __init__(self, d_model, num_heads):
        super().__init__()
        self.h = num_heads
        self.dk = d_model // num_heads
        self.qkv = nn.Dense(d_model, 3 * d_model)
        self.proj = nn.Dense(d_model, d_model)
        self.scale = 1.0 / math.sqrt(self.dk)

    def construct(self, x, pad_mask):
        b, t, d = x.shape
        q, k, v = ops.split(self.qkv(x), d, axis=-1)
        q = q.reshape(b, t, self.h, self.dk).transpose(0, 2, 1, 3)
        k = k.reshape(b, t, self.h, self.dk).transpose(0, 2, 1, 3)
        v = v.reshape(b, t, self.h, self.dk).transpose(0, 2, 1, 3)
        scores = ops.matmul(q, k.transpose(0, 1, 3, 2)) * self.scale
        scores = ops.masked_fill(scores, pad_mask[:, None, None, :], ms.Tensor(-1e9, ms.float32))
        attn = ops.softmax(scores, axis=-1)
        out = ops.matmul(attn, v).transpose(0, 2, 1, 3).reshape(b, t, d)
        return self.proj(out)
