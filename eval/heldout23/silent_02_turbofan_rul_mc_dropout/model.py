from mindspore import nn

import config as cfg
from layers import MCDropout


class RULRegressor(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv = nn.SequentialCell(
            nn.Conv1d(cfg.SENSORS, 16, 5, has_bias=True), nn.ReLU(),
            nn.Conv1d(16, 16, 5, has_bias=True), nn.ReLU(), nn.AdaptiveAvgPool1d(1), nn.Flatten())
        self.fc = nn.Dense(16, cfg.HIDDEN)
        self.act = nn.ReLU()
        self.drop = MCDropout(cfg.DROP_P)
        self.out = nn.Dense(cfg.HIDDEN, 1)

    def construct(self, x):
        h = self.drop(self.act(self.fc(self.conv(x))))
        return self.out(h)
