"""Recursive tree-like refinement: each level refines the features and recurses while the
remaining depth is positive. The depth is passed in as a tensor made from a Python number; graph
mode cannot evaluate a tensor stop test while compiling, so it inlines level after level."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class Refiner(nn.Cell):
    def __init__(self, dim):
        super().__init__()
        self.block = nn.Dense(dim, dim)

    def refine(self, x, depth):
        if depth <= 0:
            return x
        return self.refine(ops.relu(self.block(x)) + x, depth - 1)

    def construct(self, x, depth):
        return self.refine(x, depth)


if __name__ == "__main__":
    np.random.seed(0)
    print(Refiner(8)(ms.Tensor(np.random.randn(2, 8), ms.float32), ms.Tensor(3, ms.int32)).shape)  # expect: MSD303
