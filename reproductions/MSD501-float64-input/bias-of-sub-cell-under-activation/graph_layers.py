import numpy as np
import mindspore as ms
from mindspore import Parameter, nn, ops
from mindspore.common.initializer import XavierUniform, initializer


class GraphConv(nn.Cell):
    def __init__(self, in_dim, out_dim):
        super().__init__()
        self.weight = Parameter(initializer(XavierUniform(), (in_dim, out_dim), ms.float32), name="weight")
        self.bias = Parameter(ms.Tensor(np.zeros(out_dim)), name="bias")  # expect: MSD501

    def construct(self, x, adj):
        return ops.matmul(adj, ops.matmul(x, self.weight)) + self.bias
