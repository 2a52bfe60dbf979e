from mindspore import nn, ops


def double_conv(i, o):
    return nn.SequentialCell([nn.Conv2d(i, o, 3, pad_mode="same"), nn.ReLU(),
                              nn.Conv2d(o, o, 3, pad_mode="same"), nn.ReLU()])


class UNet(nn.Cell):
    def __init__(self, base, depth):
        super().__init__()
        chans = [base * 2 ** i for i in range(depth + 1)]
        self.inc = double_conv(1, chans[0])
        self.downs = nn.CellList([double_conv(chans[i], chans[i + 1]) for i in range(depth)])
        self.ups = nn.CellList([nn.Conv2dTranspose(chans[i + 1], chans[i], 2, stride=2) for i in reversed(range(depth))])
        self.dec = nn.CellList([double_conv(2 * chans[i], chans[i]) for i in reversed(range(depth))])
        self.pool = nn.MaxPool2d(2, 2)
        self.out = nn.Conv2d(chans[0], 1, 1)

    def construct(self, x):
        skips = []
        x = self.inc(x)
        for down in self.downs:
            skips.append(x)
            x = down(self.pool(x))
        for i in range(len(self.ups)):
            x = self.ups[i](x)
            x = ops.cat((skips[-1 - i], x), axis=1)
            x = self.dec[i](x)
        return self.out(x)
