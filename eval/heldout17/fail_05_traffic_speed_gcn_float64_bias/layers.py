import numpy as np
import mindspore as ms
from mindspore import nn, ops, Parameter
from mindspore.common.initializer import initializer, XavierUniform


class GraphConv(nn.Cell):
    def __init__(self, in_dim, out_dim):
        super().__init__()
        self.weight = Parameter(initializer(XavierUniform(), (in_dim, out_dim), ms.float32), name="weight")
        self.bias = Parameter(ms.Tensor(np.zeros(out_dim)), name="bias")  # ROOT

    def construct(self, x, adj):
        support = ops.matmul(x, self.weight)
        return ops.matmul(adj, support) + self.bias
