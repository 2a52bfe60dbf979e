import mindspore as ms
from mindspore import nn, ops, Parameter
from mindspore.common.initializer import initializer, XavierUniform


class FactorizedDense(nn.Cell):
    """Low-rank dense layer: y = (x U) V^T + b."""

    def __init__(self, in_features, out_features, rank):
        super().__init__()
        self.u = Parameter(initializer(XavierUniform(), (in_features, rank), ms.float32), name="u")
        self.v = Parameter(initializer(XavierUniform(), (out_features, rank), ms.float32), name="v")  # ROOT
        self.bias = Parameter(initializer("zeros", (out_features,), ms.float32), name="bias")

    def construct(self, x):
        h = ops.matmul(x, self.u)
        return ops.matmul(h, self.v) + self.bias
