"""The same encoder with no padding beside pad_mode="same"."""
from dataclasses import dataclass

import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)


@dataclass
class EncoderSettings:
    channels: int = 8
    kernel: int = 3
    padding: int = 0


class Encoder(nn.Cell):
    def __init__(self, settings):
        super().__init__()
        self.conv = nn.Conv2d(1, settings.channels, settings.kernel, pad_mode="same", padding=settings.padding)
        self.act = nn.ReLU()

    def construct(self, x):
        return self.act(self.conv(x))


if __name__ == "__main__":
    encoder = Encoder(EncoderSettings())
    x = ms.Tensor(np.random.default_rng(0).standard_normal((2, 1, 12, 12)), ms.float32)
    print(encoder(x).shape)
