import numpy as np
from mindspore import nn, ops, Parameter, Tensor
from mindspore.common.initializer import initializer, XavierUniform


class GraphConv(nn.Cell):
    """H' = A_hat @ H @ W + b, with H of shape (batch, joints, in_features)."""

    def __init__(self, in_features, out_features, adjacency):
        super().__init__()
        self.adj = Tensor(adjacency)
        self.weight = Parameter(initializer(XavierUniform(), (out_features, in_features)), name="weight")  # ROOT
        self.bias = Parameter(Tensor(np.zeros(out_features, np.float32)), name="bias")

    def construct(self, h):
        h = ops.matmul(h, self.weight)
        return ops.matmul(self.adj, h) + self.bias


class HandLifter(nn.Cell):
    def __init__(self, adjacency, in_dim, hidden, out_dim):
        super().__init__()
        self.gc1 = GraphConv(in_dim, hidden, adjacency)
        self.gc2 = GraphConv(hidden, hidden, adjacency)
        self.gc3 = GraphConv(hidden, out_dim, adjacency)
        self.act = nn.ReLU()

    def construct(self, joints_2d):
        h = self.act(self.gc1(joints_2d))
        h = self.act(self.gc2(h))
        return self.gc3(h)
