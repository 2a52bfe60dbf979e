import math

from mindspore import nn, ops


class CrossAttention(nn.Cell):
    """Queries from the decoder state attend over encoder memory."""

    def __init__(self, dim):
        super().__init__()
        self.q = nn.Dense(dim, dim)
        self.kv = nn.Dense(dim, 2 * dim)
        self.out = nn.Dense(dim, dim)
        self.scale = 1.0 / math.sqrt(dim)

    def construct(self, query, memory):
        k, v = ops.chunk(self.kv(memory), 2, axis=-1)
        scores = ops.matmul(self.q(query), k.swapaxes(1, 2)) * self.scale
        attn = ops.softmax(scores, axis=-1)
        del scores  # ROOT
        return self.out(ops.matmul(attn, v))
