"""Recursive tree-like refinement with the depth as a Python int: graph mode unrolls exactly that
many levels."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class Refiner(nn.Cell):
    def __init__(self, dim, depth):
        super().__init__()
        self.block = nn.Dense(dim, dim)
        self.depth = depth

    def refine(self, x, depth):
        if depth <= 0:
            return x
        return self.refine(ops.relu(self.block(x)) + x, depth - 1)

    def construct(self, x):
        return self.refine(x, self.depth)


if __name__ == "__main__":
    np.random.seed(0)
    print(Refiner(8, 3)(ms.Tensor(np.random.randn(2, 8), ms.float32)).shape)
