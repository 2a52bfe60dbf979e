"""The branch keeps the width it is added back to."""
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)


class ResidualMLP(nn.Cell):
    def __init__(self, dim):
        super().__init__()
        self.norm = nn.LayerNorm((dim,))
        self.expand = nn.Dense(dim, dim)
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
