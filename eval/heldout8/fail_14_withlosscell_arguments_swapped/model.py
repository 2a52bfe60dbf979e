from mindspore import nn


class DepthwiseSeparable(nn.Cell):
    def __init__(self, cin, cout, stride):
        super().__init__()
        self.dw = nn.Conv2d(cin, cin, 3, stride=stride, pad_mode="same", group=cin)
        self.bn1 = nn.BatchNorm2d(cin)
        self.pw = nn.Conv2d(cin, cout, 1)
        self.bn2 = nn.BatchNorm2d(cout)
        self.act = nn.ReLU6()

    def construct(self, x):
        x = self.act(self.bn1(self.dw(x)))
        return self.act(self.bn2(self.pw(x)))


class TinyMobileNet(nn.Cell):
    def __init__(self, num_classes=5, width=8):
        super().__init__()
        self.stem = nn.SequentialCell(nn.Conv2d(3, width, 3, stride=2, pad_mode="same"), nn.BatchNorm2d(width), nn.ReLU6())
        self.blocks = nn.SequentialCell(
            DepthwiseSeparable(width, 2 * width, 1),
            DepthwiseSeparable(2 * width, 4 * width, 2),
        )
        self.head = nn.Dense(4 * width, num_classes)

    def construct(self, x):
        x = self.blocks(self.stem(x))
        return self.head(x.mean(axis=(2, 3)))
