import random

from mindspore import nn


class StochasticDepthBlock(nn.Cell):
    """Residual block that skips its body with probability drop_prob during training."""

    def __init__(self, ch, drop_prob):
        super().__init__()
        self.drop_prob = drop_prob
        self.body = nn.SequentialCell([
            nn.Conv2d(ch, ch, 3, pad_mode="same", has_bias=False), nn.BatchNorm2d(ch), nn.ReLU(),
            nn.Conv2d(ch, ch, 3, pad_mode="same", has_bias=False), nn.BatchNorm2d(ch),
        ])
        self.relu = nn.ReLU()

    def construct(self, x):
        if self.training and random.random() < self.drop_prob:  # ROOT
            return x
        out = self.body(x)
        if self.training:
            out = out / (1.0 - self.drop_prob)
        return self.relu(x + out)
