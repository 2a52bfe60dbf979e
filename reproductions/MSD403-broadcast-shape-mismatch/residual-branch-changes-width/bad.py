"""A point-cloud encoder stacks residual MLP blocks. Each block's inner projection was meant to
expand and then contract, but the block only has the expanding layer, so its branch comes out
twice as wide as the input it is added back to. The line to change is that projection."""
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)


class ResidualMLP(nn.Cell):
    def __init__(self, dim):
        super().__init__()
        self.norm = nn.LayerNorm((dim,))
        self.expand = nn.Dense(dim, 2 * dim)  # expect: MSD403
        self.act = nn.GELU()

    def construct(self, x):
        branch = self.act(self.expand(self.norm(x)))
        return x + branch


class PointEncoder(nn.Cell):
    def __init__(self, dim, depth):
        super().__init__()
        self.lift = nn.Dense(3, dim)
        self.blocks = nn.SequentialCell([ResidualMLP(dim) for _ in range(depth)])

    def construct(self, points):
        return self.blocks(self.lift(points)).max(1)


if __name__ == "__main__":
    points = ms.Tensor(np.random.default_rng(0).standard_normal((2, 64, 3)), ms.float32)
    print(PointEncoder(16, 2)(points).shape)
