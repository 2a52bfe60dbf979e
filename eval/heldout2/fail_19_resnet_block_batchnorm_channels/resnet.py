from mindspore import nn


def conv3x3(cin, cout, stride=1):
    return nn.Conv2d(cin, cout, 3, stride=stride, pad_mode="pad", padding=1, has_bias=False)


class BasicBlock(nn.Cell):
    expansion = 1

    def __init__(self, in_channels, out_channels, stride=1):
        super().__init__()
        self.conv1 = conv3x3(in_channels, out_channels, stride)
        self.bn1 = nn.BatchNorm2d(out_channels)
        self.conv2 = conv3x3(out_channels, out_channels)
        self.bn2 = nn.BatchNorm2d(in_channels)  # ROOT
        self.relu = nn.ReLU()
        self.shortcut = None
        if stride != 1 or in_channels != out_channels:
            self.shortcut = nn.SequentialCell([
                nn.Conv2d(in_channels, out_channels, 1, stride=stride, has_bias=False),
                nn.BatchNorm2d(out_channels),
            ])

    def construct(self, x):
        identity = x
        out = self.relu(self.bn1(self.conv1(x)))
        out = self.bn2(self.conv2(out))
        if self.shortcut is not None:
            identity = self.shortcut(x)
        return self.relu(out + identity)


class ResNetSmall(nn.Cell):
    def __init__(self, widths=(16, 32, 64), blocks_per_stage=2, num_classes=10):
        super().__init__()
        self.stem = nn.SequentialCell([conv3x3(3, widths[0]), nn.BatchNorm2d(widths[0]), nn.ReLU()])
        layers = []
        cin = widths[0]
        for i, w in enumerate(widths):
            for j in range(blocks_per_stage):
                stride = 2 if (j == 0 and i > 0) else 1
                layers.append(BasicBlock(cin, w, stride))
                cin = w
        self.layers = nn.SequentialCell(layers)
        self.fc = nn.Dense(cin, num_classes)

    def construct(self, x):
        x = self.layers(self.stem(x))
        return self.fc(x.mean(axis=(2, 3)))
