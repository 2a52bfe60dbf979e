import mindspore.nn as nn

import config
from utils import to_channels_first


class GestureCNN(nn.Cell):
    def __init__(self):
        super().__init__()
        self.features = nn.SequentialCell([
            nn.Conv2d(config.ANTENNAS, 16, 3, pad_mode="same", has_bias=False), nn.BatchNorm2d(16), nn.ReLU(),
            nn.MaxPool2d(2, 2),
            nn.Conv2d(16, 32, 3, pad_mode="same", has_bias=False), nn.BatchNorm2d(32), nn.ReLU(),
            nn.AdaptiveAvgPool2d(1), nn.Flatten(),
        ])
        self.fc = nn.Dense(32, len(config.GESTURES))

    def construct(self, cubes):
        return self.fc(self.features(to_channels_first(cubes)))
