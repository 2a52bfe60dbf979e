from mindspore import nn, ops

import config


class ResidualBlock(nn.Cell):
    def __init__(self, ch, dilation):
        super().__init__()
        self.conv = nn.Conv1d(ch, ch, 3, pad_mode="pad", padding=dilation, dilation=dilation, has_bias=True)
        self.act = nn.PReLU(ch)

    def construct(self, x):
        return x + self.act(self.conv(x))


class BandwidthExtender(nn.Cell):
    """Interpolate to the wideband rate, then predict the missing high band as a residual."""

    def __init__(self, channels):
        super().__init__()
        self.scale = config.WB_RATE // config.NB_RATE
        self.inp = nn.Conv1d(1, channels, 5, pad_mode="same", has_bias=True)
        self.blocks = nn.SequentialCell([ResidualBlock(channels, d) for d in (1, 2, 4)])
        self.out = nn.Conv1d(channels, 1, 5, pad_mode="same", has_bias=True)

    def upsample(self, x):
        return ops.interpolate(x, size=(x.shape[-1] * self.scale,), mode=config.UPSAMPLE_MODE)

    def construct(self, narrow):
        coarse = self.upsample(narrow)
        return coarse + self.out(self.blocks(self.inp(coarse)))
