import mindspore.nn as nn
from mindspore import ops


class SpectralMaskNet(nn.Cell):
    """Predicts a [0, 1] time-frequency mask that is applied to the noisy magnitude."""

    def __init__(self, width=16):
        super().__init__()
        self.body = nn.SequentialCell(
            nn.Conv2d(1, width, 3, pad_mode="same"), nn.ReLU(),
            nn.Conv2d(width, width, 3, pad_mode="same"), nn.ReLU(),
            nn.Conv2d(width, 1, 1))

    def construct(self, noisy):
        return noisy * ops.sigmoid(self.body(noisy))
