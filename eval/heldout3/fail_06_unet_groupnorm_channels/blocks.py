from mindspore import nn, ops


def norm(channels, groups=4):
    return nn.GroupNorm(groups, channels)


class ConvBlock(nn.Cell):
    def __init__(self, in_ch, out_ch):
        super().__init__()
        self.conv1 = nn.Conv2d(in_ch, out_ch, 3, pad_mode="same")
        self.norm1 = norm(out_ch)
        self.conv2 = nn.Conv2d(out_ch, out_ch, 3, pad_mode="same")
        self.norm2 = norm(out_ch)
        self.act = nn.SiLU()

    def construct(self, x):
        x = self.act(self.norm1(self.conv1(x)))
        return self.act(self.norm2(self.conv2(x)))


class Up(nn.Cell):
    def __init__(self, in_ch, skip_ch, out_ch):
        super().__init__()
        self.up = nn.Conv2dTranspose(in_ch, in_ch, 2, stride=2)
        self.block = ConvBlock(in_ch + skip_ch, out_ch)

    def construct(self, x, skip):
        x = self.up(x)
        return self.block(ops.concat((x, skip), axis=1))
