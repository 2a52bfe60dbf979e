import random

from mindspore import nn


class ResidualMLPBlock(nn.Cell):
    def __init__(self, dim):
        super().__init__()
        self.net = nn.SequentialCell([nn.LayerNorm((dim,)), nn.Dense(dim, dim), nn.GELU()])

    def construct(self, x):
        return x + self.net(x)


class ShuffledDepthNet(nn.Cell):
    """Residual blocks applied in a fresh random order every forward pass (order-robustness training)."""

    def __init__(self, in_dim, dim, depth, num_classes):
        super().__init__()
        self.inp = nn.Dense(in_dim, dim)
        self.blocks = nn.CellList([ResidualMLPBlock(dim) for _ in range(depth)])
        self.order = list(range(depth))
        self.out = nn.Dense(dim, num_classes)

    def construct(self, x):
        h = self.inp(x)
        random.shuffle(self.order)  # ROOT
        for i in self.order:
            h = self.blocks[i](h)
        return self.out(h)
