import mindspore.nn as nn
import mindspore.ops as ops


class MassDetector(nn.Cell):
    def __init__(self):
        super().__init__()
        self.body = nn.SequentialCell([
            nn.Conv2d(1, 16, 5, pad_mode="same"), nn.BatchNorm2d(16), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(16, 32, 3, pad_mode="same"), nn.BatchNorm2d(32), nn.ReLU(),
        ])
        self.logit = nn.Dense(32, 2)

    def construct(self, x):
        return self.logit(ops.amax(self.body(x), axis=(2, 3)))
