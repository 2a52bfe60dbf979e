import random

from mindspore import nn


class StochasticDepthBlock(nn.Cell):
    def __init__(self, dim, survival_prob):
        super().__init__()
        self.body = nn.SequentialCell(nn.Dense(dim, dim), nn.GELU(), nn.Dense(dim, dim))
        self.norm = nn.LayerNorm((dim,))
        self.survival_prob = survival_prob

    def construct(self, x):
        if self.training and random.random() > self.survival_prob:  # ROOT
            return x
        return self.norm(x + self.body(x))


class JetTagger(nn.Cell):
    def __init__(self, n_features, dim=32, depth=4, survival_prob=0.7):
        super().__init__()
        self.embed = nn.Dense(n_features, dim)
        self.blocks = nn.SequentialCell([StochasticDepthBlock(dim, survival_prob) for _ in range(depth)])
        self.head = nn.Dense(dim, 2)

    def construct(self, x):
        return self.head(self.blocks(self.embed(x)))
