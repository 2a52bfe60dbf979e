import math

import mindspore as ms
from mindspore import nn, ops

from utils import padding_mask, masked_mean


class SelfAttention(nn.Cell):
    def __init__(self, d_model, num_heads):
        super().__init__()
        self.h = num_heads
        self.dk = d_model // num_heads
        self.qkv = nn.Dense(d_model, 3 * d_model)
        self.out = nn.Dense(d_model, d_model)

    def construct(self, x, key_pad):
        b, t, d = x.shape
        qkv = self.qkv(x).reshape(b, t, 3, self.h, self.dk).transpose(2, 0, 3, 1, 4)
        q, k, v = qkv[0], qkv[1], qkv[2]
        scores = ops.matmul(q, k.swapaxes(-1, -2)) / math.sqrt(self.dk)
        scores = ops.masked_fill(scores, key_pad, ms.Tensor(-1e9, ms.float32))
        ctx = ops.matmul(ops.softmax(scores, axis=-1), v)
        return self.out(ctx.transpose(0, 2, 1, 3).reshape(b, t, d))


class LogAnomalyDetector(nn.Cell):
    def __init__(self, num_templates, max_events, d_model, num_heads, pad_id):
        super().__init__()
        self.pad_id = pad_id
        self.embed = nn.Embedding(num_templates, d_model)
        self.pos = ms.Parameter(ops.zeros((1, max_events, d_model), ms.float32), name="pos")
        self.attn = SelfAttention(d_model, num_heads)
        self.norm = nn.LayerNorm((d_model,))
        self.head = nn.Dense(d_model, 2)

    def construct(self, events):
        x = self.embed(events) + self.pos
        x = self.norm(x + self.attn(x, padding_mask(events, self.pad_id)))
        return self.head(masked_mean(x, events, self.pad_id))
