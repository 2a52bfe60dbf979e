from mindspore import nn


def conv_bn(cin, cout, stride=1):
    return nn.SequentialCell(
        nn.Conv2d(cin, cout, 3, stride=stride, pad_mode="pad", padding=1, has_bias=False),
        nn.BatchNorm2d(cout),
        nn.ReLU(),
    )


class SmallFlowerNet(nn.Cell):
    def __init__(self, num_classes):
        super().__init__()
        self.stem = conv_bn(3, 16)
        self.stage1 = conv_bn(16, 32, stride=2)
        self.stage2 = conv_bn(32, 64, stride=2)
        self.pool = nn.AdaptiveAvgPool2d(1)
        self.fc = nn.Dense(64, num_classes)

    def construct(self, x):
        x = self.stage2(self.stage1(self.stem(x)))
        return self.fc(self.pool(x).squeeze(-1).squeeze(-1))
