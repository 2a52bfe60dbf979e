import random

from mindspore import nn, ops


class DropPathBlock(nn.Cell):
    """Residual MLP block skipped entirely with probability drop_prob while training."""

    def __init__(self, dim, drop_prob):
        super().__init__()
        self.drop_prob = drop_prob
        self.fn = nn.SequentialCell(nn.LayerNorm((dim,)), nn.Dense(dim, dim), nn.GELU())

    def construct(self, x):
        if self.training and random.random() < self.drop_prob:  # ROOT
            return x, 0
        return x + self.fn(x), 1
