"""A low-rank dense layer y = (x U) V: its second factor is made as (out, rank), the layout of
V^T, while construct multiplies by it as it is."""
import numpy as np
import mindspore as ms
from mindspore import Parameter, nn, ops
from mindspore.common.initializer import XavierUniform, initializer

ms.set_context(mode=ms.GRAPH_MODE)


class FactorizedDense(nn.Cell):
    def __init__(self, in_features=10, out_features=6, rank=3):
        super().__init__()
        self.u = Parameter(initializer(XavierUniform(), (in_features, rank), ms.float32), name="u")
        self.v = Parameter(initializer(XavierUniform(), (rank, out_features), ms.float32), name="v")

    def construct(self, x):
        h = ops.matmul(x, self.u)
        return ops.matmul(h, self.v)


if __name__ == "__main__":
    np.random.seed(0)
    print(FactorizedDense()(ms.Tensor(np.random.randn(4, 10), ms.float32)).shape)
