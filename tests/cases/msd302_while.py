"""Iterative refinement that loops `while residual > tol` on a vector."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class Refiner(nn.Cell):
    def __init__(self, dim=8):
        super().__init__()
        self.step = nn.Dense(dim, dim)

    def construct(self, x):
        residual = ops.abs(self.step(x) - x).mean(axis=-1)
        while residual > 1e-3:  # expect: MSD302
            x = x - 0.1 * (self.step(x) - x)
            residual = ops.abs(self.step(x) - x).mean(axis=-1)
        return x


if __name__ == "__main__":
    np.random.seed(0)
    print(Refiner()(ms.Tensor(np.random.randn(4, 8).astype(np.float32))).shape)
