from mindspore import nn, ops


class DoubleConv(nn.Cell):
    def __init__(self, in_ch, out_ch):
        super().__init__()
        self.body = nn.SequentialCell([
            nn.Conv2d(in_ch, out_ch, 3, pad_mode="same"),
            nn.BatchNorm2d(out_ch),
            nn.ReLU(),
            nn.Conv2d(out_ch, out_ch, 3, pad_mode="same"),
            nn.BatchNorm2d(out_ch),
            nn.ReLU(),
        ])

    def construct(self, x):
        return self.body(x)


class Up(nn.Cell):
    def __init__(self, in_ch, out_ch):
        super().__init__()
        self.up = nn.Conv2dTranspose(in_ch, out_ch, kernel_size=2, stride=2)
        self.conv = DoubleConv(out_ch * 2, out_ch)

    def construct(self, x, skip):
        x = self.up(x)
        return self.conv(ops.concat((skip, x), axis=1))


class UNet(nn.Cell):
    def __init__(self, in_channels, channels, num_classes):
        super().__init__()
        self.inc = DoubleConv(in_channels, channels[0])
        self.downs = nn.CellList([DoubleConv(channels[i], channels[i + 1]) for i in range(len(channels) - 1)])
        self.pool = nn.MaxPool2d(kernel_size=2, stride=2)
        self.ups = nn.CellList([Up(channels[i + 1], channels[i]) for i in reversed(range(len(channels) - 1))])
        self.outc = nn.Conv2d(channels[0], num_classes, 1)

    def construct(self, x):
        x = self.inc(x)
        skips = []
        for down in self.downs:
            skips.append(x)
            x = down(self.pool(x))
        for i, up in enumerate(self.ups):
            x = up(x, skips[len(skips) - 1 - i])
        return self.outc(x)
