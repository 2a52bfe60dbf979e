import random

from mindspore import nn


class DropPathBlock(nn.Cell):
    """Residual block that skips its branch with probability drop_prob during training."""

    def __init__(self, dim, drop_prob):
        super().__init__()
        self.branch = nn.SequentialCell([nn.Dense(dim, dim), nn.ReLU(), nn.Dense(dim, dim)])
        self.drop_prob = drop_prob

    def construct(self, x):
        if self.training and random.random() < self.drop_prob:  # ROOT
            return x
        return x + self.branch(x)
