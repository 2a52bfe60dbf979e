import math

import mindspore as ms
from mindspore import nn, ops

import config as C


class GumbelQuantizer(nn.Cell):
    def __init__(self, in_dim):
        super().__init__()
        self.proj = nn.Dense(in_dim, C.NUM_CODES)
        self.codebook = nn.Embedding(C.NUM_CODES, C.CODE_DIM)

    def construct(self, h):
        logits = self.proj(h)
        u = ops.uniform(logits.shape, ms.Tensor(1e-6, ms.float32), ms.Tensor(1.0 - 1e-6, ms.float32))
        gumbel = -ops.log(-ops.log(u))
        soft_onehot = ops.softmax((logits + gumbel) / C.GUMBEL_TAU, axis=-1)  # ROOT
        z_q = ops.matmul(soft_onehot, self.codebook.embedding_table)
        q = ops.softmax(logits, axis=-1)
        kl = (q * ops.log(q * C.NUM_CODES + 1e-10)).sum(axis=-1).mean()
        return z_q, kl, soft_onehot.max(axis=-1).mean()
