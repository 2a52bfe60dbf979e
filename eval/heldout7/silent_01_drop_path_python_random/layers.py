import random

from mindspore import nn


class ResidualBlock(nn.Cell):
    def __init__(self, channels, drop_path=0.0):
        super().__init__()
        self.body = nn.SequentialCell([
            nn.Conv2d(channels, channels, 3, pad_mode="same", has_bias=False),
            nn.BatchNorm2d(channels),
            nn.ReLU(),
            nn.Conv2d(channels, channels, 3, pad_mode="same", has_bias=False),
            nn.BatchNorm2d(channels),
        ])
        self.act = nn.ReLU()
        self.drop_path = drop_path

    def construct(self, x):
        if self.training and random.random() < self.drop_path:  # ROOT
            return x
        return self.act(x + self.body(x))
