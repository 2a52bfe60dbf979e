"""A gated linear unit whose output gate can be switched off."""
import mindspore as ms
from mindspore import nn, ops, Parameter


class GatedLinear(nn.Cell):
    def __init__(self, dim, gated=True):
        super().__init__()
        self.proj = nn.Dense(dim, dim)
        self.gate = Parameter(ops.zeros((dim,), ms.float32), name="gate") if gated else None

    def construct(self, x):
        return self.proj(x) * ops.sigmoid(self.gate)  # via
