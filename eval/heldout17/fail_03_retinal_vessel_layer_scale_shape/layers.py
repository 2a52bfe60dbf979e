import numpy as np
import mindspore as ms
from mindspore import nn, Parameter


class LayerScale(nn.Cell):
    def __init__(self, channels, init_value=1e-2):
        super().__init__()
        self.gamma = Parameter(ms.Tensor(np.full((channels,), init_value, np.float32)), name="gamma")  # ROOT

    def construct(self, x):
        return x * self.gamma


class ResidualConvBlock(nn.Cell):
    def __init__(self, channels):
        super().__init__()
        self.body = nn.SequentialCell(
            nn.Conv2d(channels, channels, 3, pad_mode="same"),
            nn.BatchNorm2d(channels),
            nn.ReLU(),
            nn.Conv2d(channels, channels, 3, pad_mode="same"),
        )
        self.scale = LayerScale(channels)

    def construct(self, x):
        return x + self.scale(self.body(x))
