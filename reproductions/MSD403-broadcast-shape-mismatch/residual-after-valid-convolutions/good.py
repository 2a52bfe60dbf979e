"""A denoising network for microscopy tiles uses residual blocks. The block's convolutions are
built with pad_mode="valid" (PyTorch pads nothing by default, and the port kept that), so each
3x3 convolution trims the tile by two pixels and the residual sum cannot broadcast. The line to
change is the convolution's build."""
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)


class ResidualBlock(nn.Cell):
    def __init__(self, channels):
        super().__init__()
        self.conv = nn.Conv2d(channels, channels, 3, pad_mode="same", has_bias=True)
        self.act = nn.ReLU()

    def construct(self, x):
        return x + self.act(self.conv(x))


class Denoiser(nn.Cell):
    def __init__(self, channels=4):
        super().__init__()
        self.lift = nn.Conv2d(1, channels, 1)
        self.block = ResidualBlock(channels)
        self.out = nn.Conv2d(channels, 1, 1)

    def construct(self, tile):
        return self.out(self.block(self.lift(tile)))


if __name__ == "__main__":
    tile = ms.Tensor(np.random.default_rng(0).random((2, 1, 12, 12)).astype(np.float32))
    print(Denoiser()(tile).shape)
