from mindspore import nn

import config as cfg
from augment import TimeMasking


class UpcallDetector(nn.Cell):
    def __init__(self):
        super().__init__()
        self.augment = TimeMasking(cfg.FRAMES, cfg.TIME_MASK)
        self.body = nn.SequentialCell(
            nn.Conv2d(1, 8, 3, has_bias=True), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(8, 16, 3, has_bias=True), nn.ReLU(), nn.AdaptiveMaxPool2d(1), nn.Flatten(),
            nn.Dense(16, 2))

    def construct(self, spec):
        if self.training:
            spec = self.augment(spec)
        return self.body(spec)
