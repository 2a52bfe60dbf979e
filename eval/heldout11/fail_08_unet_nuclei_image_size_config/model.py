from mindspore import nn

from blocks import DoubleConv, Down, Up


class UNet(nn.Cell):
    def __init__(self, in_channels, num_classes, base, depth):
        super().__init__()
        self.inc = DoubleConv(in_channels, base)
        widths = [base * 2 ** i for i in range(depth + 1)]
        self.downs = nn.CellList([Down(widths[i], widths[i + 1]) for i in range(depth)])
        self.ups = nn.CellList([Up(widths[i + 1], widths[i]) for i in reversed(range(depth))])
        self.outc = nn.Conv2d(base, num_classes, 1)

    def construct(self, x):
        x = self.inc(x)
        skips = [x]
        for down in self.downs:
            x = down(x)
            skips.append(x)
        skips = skips[:-1]
        for i, up in enumerate(self.ups):
            x = up(x, skips[len(skips) - 1 - i])
        return self.outc(x)
