from mindspore import nn


class SubPixelUpsampler(nn.Cell):
    """Conv to C * r^2 channels followed by a pixel shuffle (Shi et al., 2016)."""

    def __init__(self, in_channels, colors, scale):
        super().__init__()
        out_channels = colors * scale  # ROOT
        self.conv = nn.Conv2d(in_channels, out_channels, 3, pad_mode="same", has_bias=True)
        self.shuffle = nn.PixelShuffle(scale)

    def construct(self, x):
        return self.shuffle(self.conv(x))
