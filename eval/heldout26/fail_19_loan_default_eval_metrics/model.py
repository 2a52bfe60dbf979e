import mindspore.nn as nn

import config


class DefaultRiskNet(nn.Cell):
    """Small MLP scoring a loan application; two logits (repaid / defaulted)."""

    def __init__(self):
        super().__init__()
        self.body = nn.SequentialCell([
            nn.Dense(len(config.FEATURES), config.HIDDEN), nn.ReLU(),
            nn.Dropout(p=0.1),
            nn.Dense(config.HIDDEN, config.HIDDEN // 2), nn.ReLU(),
        ])
        self.head = nn.Dense(config.HIDDEN // 2, 2)

    def construct(self, x):
        return self.head(self.body(x))
