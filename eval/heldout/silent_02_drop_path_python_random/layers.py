import random
import mindspore as ms
from mindspore import nn, ops


class DropPath(nn.Cell):
    """Stochastic depth: skip the whole residual branch with probability `p` during training."""

    def __init__(self, p=0.5):
        super().__init__()
        self.p = p

    def construct(self, branch_out):
        if self.training and random.random() < self.p:  # ROOT
            return ops.zeros_like(branch_out)
        return branch_out


class ResMLP(nn.Cell):
    def __init__(self, dim, drop_path=0.5):
        super().__init__()
        self.norm = nn.LayerNorm((dim,))
        self.mlp = nn.SequentialCell(nn.Dense(dim, dim * 2), nn.GELU(), nn.Dense(dim * 2, dim))
        self.drop_path = DropPath(drop_path)

    def construct(self, x):
        return x + self.drop_path(self.mlp(self.norm(x)))
