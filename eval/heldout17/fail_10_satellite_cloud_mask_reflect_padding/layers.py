from mindspore import nn

import config as C


class ReflectConv(nn.Cell):
    """5x5 conv with reflection padding so tile borders are not darkened."""

    def __init__(self, in_ch, out_ch):
        super().__init__()
        self.pad = nn.Pad(paddings=C.PADDINGS, mode="REFLECT")
        self.conv = nn.Conv2d(in_ch, out_ch, C.KERNEL, pad_mode="valid")
        self.bn = nn.BatchNorm2d(out_ch)
        self.act = nn.ReLU()

    def construct(self, x):
        return self.act(self.bn(self.conv(self.pad(x))))
