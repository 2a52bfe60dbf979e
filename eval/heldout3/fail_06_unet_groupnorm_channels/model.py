from mindspore import nn

from blocks import ConvBlock, Up, norm


class TinyUNet(nn.Cell):
    def __init__(self, in_ch=1, base=8, out_ch=1):
        super().__init__()
        self.enc1 = ConvBlock(in_ch, base)
        self.pool = nn.MaxPool2d(2, 2)
        self.enc2 = ConvBlock(base, base * 2)
        self.mid = ConvBlock(base * 2, base * 2)
        self.up1 = Up(base * 2, base, base)
        self.out_norm = norm(base * 2)  # ROOT
        self.act = nn.SiLU()
        self.out = nn.Conv2d(base, out_ch, 1)

    def construct(self, x):
        s1 = self.enc1(x)
        h = self.mid(self.enc2(self.pool(s1)))
        h = self.up1(h, s1)
        return self.out(self.act(self.out_norm(h)))
