from mindspore import nn, ops

from blocks import ConvBlock


class SmallUNet(nn.Cell):
    """Two-level U-Net for binary segmentation."""

    def __init__(self, in_ch=1, base=8, num_classes=2):
        super().__init__()
        self.enc1 = ConvBlock(in_ch, base)
        self.pool = nn.MaxPool2d(2, 2)
        self.enc2 = ConvBlock(base, base * 2)
        up_ch = base
        self.up = nn.Conv2dTranspose(base * 2, up_ch, 2, stride=2)
        self.dec1 = ConvBlock(up_ch, base)  # ROOT
        self.out = nn.Conv2d(base, num_classes, 1)

    def construct(self, x):
        s1 = self.enc1(x)
        bottom = self.enc2(self.pool(s1))
        u = self.up(bottom)
        d1 = self.dec1(ops.concat((u, s1), axis=1))
        return self.out(d1)
