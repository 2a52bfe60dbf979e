from mindspore import nn, ops, Parameter
from mindspore.common.initializer import initializer, XavierUniform


class GraphConv(nn.Cell):
    def __init__(self, in_dim, out_dim):
        super().__init__()
        self.weight = Parameter(initializer(XavierUniform(), (in_dim, out_dim)), name="weight")
        self.bias = Parameter(initializer("zeros", (out_dim,)), name="bias")

    def construct(self, x, adj):
        support = ops.matmul(x, self.weight)
        return ops.matmul(adj, support) + self.bias
