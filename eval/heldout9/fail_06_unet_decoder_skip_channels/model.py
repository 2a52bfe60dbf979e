from mindspore import nn

from layers import conv_block, Down, Up


class UNet(nn.Cell):
    def __init__(self, in_ch=1, num_classes=2, base=8):
        super().__init__()
        self.inc = conv_block(in_ch, base)
        self.down1 = Down(base, base * 2)
        self.down2 = Down(base * 2, base * 4)
        self.up1 = Up(base * 4, base * 2)
        self.up2 = Up(base * 2, base)
        self.head = nn.Conv2d(base, num_classes, 1)

    def construct(self, x):
        x1 = self.inc(x)
        x2 = self.down1(x1)
        x3 = self.down2(x2)
        y = self.up1(x3, x2)
        y = self.up2(y, x1)
        return self.head(y)
