import mindspore.nn as nn

import config


class CancellationNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.net = nn.SequentialCell([
            nn.Dense(len(config.FEATURES), 32), nn.ReLU(), nn.Dropout(p=0.1),
            nn.Dense(32, 16), nn.ReLU(), nn.Dense(16, 2),
        ])

    def construct(self, x):
        return self.net(x)
