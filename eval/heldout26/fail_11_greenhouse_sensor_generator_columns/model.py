import mindspore.nn as nn

import config


class IrrigationRegressor(nn.Cell):
    def __init__(self):
        super().__init__()
        self.mlp = nn.SequentialCell([
            nn.Dense(len(config.SENSORS), 32), nn.ReLU(),
            nn.Dense(32, 16), nn.ReLU(),
            nn.Dense(16, 1),
        ])

    def construct(self, x):
        return self.mlp(x)


class WeightedMSE(nn.Cell):
    def __init__(self, net):
        super().__init__(auto_prefix=False)
        self.net = net

    def construct(self, x, y, w):
        err = (self.net(x) - y) ** 2
        return (err * w).sum() / w.sum()
