import math
import mindspore.nn as nn
import mindspore.ops as ops


class CrossAttention(nn.Cell):
    def __init__(self, dim):
        super().__init__()
        self.q = nn.Dense(dim, dim)
        self.k = nn.Dense(dim, dim)
        self.v = nn.Dense(dim, dim)
        self.score = ops.BatchMatMul(transpose_b=False)  # ROOT
        self.mix = ops.BatchMatMul()
        self.scale = 1.0 / math.sqrt(dim)
        self.softmax = nn.Softmax(axis=-1)

    def construct(self, query_tokens, doc_tokens):
        q = self.q(query_tokens)
        k = self.k(doc_tokens)
        attn = self.softmax(self.score(q, k) * self.scale)
        return self.mix(attn, self.v(doc_tokens))
