from mindspore import nn, ops


class BasicBlock(nn.Cell):
    def __init__(self, cin, cout, stride):
        super().__init__()
        self.conv1 = nn.Conv2d(cin, cout, 3, stride=stride, pad_mode="pad", padding=1, has_bias=False)
        self.bn1 = nn.BatchNorm2d(cout)
        self.conv2 = nn.Conv2d(cout, cout, 3, pad_mode="pad", padding=1, has_bias=False)
        self.bn2 = nn.BatchNorm2d(cout)
        self.relu = nn.ReLU()
        self.short = None
        if stride != 1 or cin != cout:
            self.short = nn.SequentialCell(
                nn.Conv2d(cin, cout, 1, stride=stride, has_bias=False), nn.BatchNorm2d(cout))

    def construct(self, x):
        out = self.relu(self.bn1(self.conv1(x)))
        out = self.bn2(self.conv2(out))
        identity = x if self.short is None else self.short(x)
        return self.relu(out + identity)


class SignNet(nn.Cell):
    def __init__(self, num_classes):
        super().__init__()
        self.stem = nn.SequentialCell(
            nn.Conv2d(3, 16, 3, pad_mode="same", has_bias=False), nn.BatchNorm2d(16), nn.ReLU())
        self.layer1 = BasicBlock(16, 16, 1)
        self.layer2 = BasicBlock(16, 32, 2)
        self.layer3 = BasicBlock(32, 64, 2)
        self.fc = nn.Dense(64, num_classes)

    def construct(self, x):
        x = self.layer3(self.layer2(self.layer1(self.stem(x))))
        return self.fc(ops.mean(x, axis=(2, 3)))
