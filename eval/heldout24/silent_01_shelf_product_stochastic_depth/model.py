import random

from mindspore import nn


class ResidualBlock(nn.Cell):
    def __init__(self, width, drop_prob):
        super().__init__()
        self.drop_prob = drop_prob
        self.mlp = nn.SequentialCell([nn.LayerNorm((width,)), nn.Dense(width, width), nn.GELU(),
                                      nn.Dense(width, width)])

    def construct(self, x):
        if self.training and random.random() < self.drop_prob:  # ROOT
            return x
        return x + self.mlp(x)


class ShelfClassifier(nn.Cell):
    def __init__(self, in_dim, width, depth, num_classes, drop_prob):
        super().__init__()
        self.stem = nn.Dense(in_dim, width)
        self.blocks = nn.SequentialCell([ResidualBlock(width, drop_prob) for _ in range(depth)])
        self.head = nn.Dense(width, num_classes)

    def construct(self, x):
        return self.head(self.blocks(self.stem(x)))
