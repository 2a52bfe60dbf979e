import mindspore.nn as nn
import mindspore.ops as ops


class FrameSelfAttention(nn.Cell):
    """Single-head self-attention across frames before statistics pooling."""

    def __init__(self, dim):
        super().__init__()
        self.q = nn.Dense(dim, dim)
        self.k = nn.Dense(dim, dim)
        self.v = nn.Dense(dim, dim)
        self.scale = dim ** -0.5
        self.score_mm = ops.BatchMatMul(transpose_b=False)  # ROOT
        self.context_mm = ops.BatchMatMul()

    def construct(self, x):                       # x: (B, T, C)
        q, k, v = self.q(x), self.k(x), self.v(x)
        scores = self.score_mm(q, k) * self.scale
        weights = ops.softmax(scores, axis=-1)
        return self.context_mm(weights, v)


class StatsPool(nn.Cell):
    def construct(self, x):                       # (B, T, C) -> (B, 2C)
        mean = x.mean(axis=1)
        std = ops.sqrt(((x - mean.expand_dims(1)) ** 2).mean(axis=1) + 1e-5)
        return ops.concat((mean, std), axis=-1)
