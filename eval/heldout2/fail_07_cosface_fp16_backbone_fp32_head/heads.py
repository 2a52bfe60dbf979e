import math

import numpy as np
import mindspore as ms
from mindspore import nn, ops, Parameter, Tensor


class CosFaceHead(nn.Cell):
    """Large-margin cosine classifier: s * (cos(theta) - m) on the target class."""

    def __init__(self, embed_dim, num_ids, scale=30.0, margin=0.35):
        super().__init__()
        w = np.random.default_rng(0).normal(0, math.sqrt(2.0 / embed_dim), size=(num_ids, embed_dim))
        self.weight = Parameter(Tensor(w.astype(np.float32)), name="weight")
        self.scale = scale
        self.margin = margin
        self.num_ids = num_ids

    def construct(self, emb, labels):
        emb = ops.L2Normalize(axis=-1)(emb)
        w = ops.L2Normalize(axis=-1)(self.weight)
        cos = ops.matmul(emb, w.T)
        onehot = ops.one_hot(labels, self.num_ids, Tensor(1.0, ms.float32), Tensor(0.0, ms.float32))
        return self.scale * (cos - self.margin * onehot)
