"""Near-miss for MSD202/MSD204: set_context at module level, blocks in an
nn.CellList, a single-element check on a scalar tensor."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class Stack(nn.Cell):
    def __init__(self, dim=8, depth=3):
        super().__init__()
        self.blocks = nn.CellList([nn.Dense(dim, dim) for _ in range(depth)])

    def construct(self, x):
        for blk in self.blocks:
            x = ops.relu(blk(x)) + x
        if x.sum() > 0:
            x = x * 0.5
        return x


if __name__ == "__main__":
    np.random.seed(0)
    print(Stack()(ms.Tensor(np.random.randn(2, 8).astype(np.float32))).shape)
