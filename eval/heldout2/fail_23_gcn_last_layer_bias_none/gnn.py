import math

import numpy as np
import mindspore as ms
from mindspore import nn, ops, Parameter, Tensor


class GraphConv(nn.Cell):
    """Kipf & Welling graph convolution: A_hat @ X @ W (+ b)."""

    def __init__(self, in_dim, out_dim, bias=True):
        super().__init__()
        bound = math.sqrt(6.0 / (in_dim + out_dim))
        w = np.random.default_rng(in_dim * 31 + out_dim).uniform(-bound, bound, (in_dim, out_dim))
        self.weight = Parameter(Tensor(w.astype(np.float32)), name="weight")
        self.bias = Parameter(ops.zeros((out_dim,), ms.float32), name="bias") if bias else None

    def construct(self, x, adj):
        support = ops.matmul(x, self.weight)
        return ops.matmul(adj, support) + self.bias


def normalize_adjacency(adj):
    adj = adj + np.eye(adj.shape[0], dtype=np.float32)
    deg = adj.sum(axis=1)
    d_inv_sqrt = np.power(deg, -0.5)
    return (adj * d_inv_sqrt[:, None] * d_inv_sqrt[None, :]).astype(np.float32)
