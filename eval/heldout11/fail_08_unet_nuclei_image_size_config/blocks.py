from mindspore import nn, ops


class DoubleConv(nn.Cell):
    def __init__(self, cin, cout):
        super().__init__()
        self.body = nn.SequentialCell([
            nn.Conv2d(cin, cout, 3, pad_mode="same"), nn.BatchNorm2d(cout), nn.ReLU(),
            nn.Conv2d(cout, cout, 3, pad_mode="same"), nn.BatchNorm2d(cout), nn.ReLU(),
        ])

    def construct(self, x):
        return self.body(x)


class Down(nn.Cell):
    def __init__(self, cin, cout):
        super().__init__()
        self.pool = nn.MaxPool2d(kernel_size=2, stride=2)
        self.conv = DoubleConv(cin, cout)

    def construct(self, x):
        return self.conv(self.pool(x))


class Up(nn.Cell):
    def __init__(self, cin, cout):
        super().__init__()
        self.up = nn.Conv2dTranspose(cin, cin // 2, 2, stride=2)
        self.conv = DoubleConv(cin, cout)

    def construct(self, x, skip):
        x = self.up(x)
        x = ops.cat((skip, x), axis=1)
        return self.conv(x)
