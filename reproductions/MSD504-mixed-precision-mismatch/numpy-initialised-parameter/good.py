"""A gated residual block whose gate weight is initialised from NumPy as float32, like the rest."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Parameter, Tensor

ms.set_context(mode=ms.GRAPH_MODE)


def gate_init(dim, rng):
    scale = 1.0 / np.sqrt(dim)
    return (rng.standard_normal((dim, dim)) * scale).astype(np.float32)


class GatedResidual(nn.Cell):
    def __init__(self, dim=8, seed=0):
        super().__init__()
        rng = np.random.default_rng(seed)
        self.proj = nn.Dense(dim, dim)
        self.gate = Parameter(Tensor(gate_init(dim, rng)), name="gate")

    def construct(self, x):
        gate = ops.sigmoid(ops.matmul(x, self.gate))
        return x + gate * self.proj(x)


if __name__ == "__main__":
    block = GatedResidual()
    x = Tensor(np.ones((2, 8)), ms.float32)
    print(block(x).shape)
