import mindspore.nn as nn
import mindspore.ops as ops

import config


class FraudScorer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.mlp = nn.SequentialCell([nn.Dense(config.FEATURES, 16), nn.ReLU(), nn.Dense(16, 1)])

    def construct(self, x):
        return ops.sigmoid(self.mlp(x)).squeeze(-1)


class AlertGate(nn.Cell):
    """Scores a batch of one channel's transactions and raises alerts above that channel's threshold."""

    def __init__(self, scorer, channel):
        super().__init__()
        self.scorer = scorer
        self.channel = channel
        self.thresholds = {name: config.DEFAULT_THRESHOLD for name in config.CHANNELS}

    def construct(self, x):
        p = self.scorer(x)
        threshold = self.thresholds[self.channel]  # ROOT
        return p, p > threshold
