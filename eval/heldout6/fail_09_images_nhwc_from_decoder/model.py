from mindspore import nn


def conv_bn_relu(cin, cout):
    return nn.SequentialCell([nn.Conv2d(cin, cout, 3, pad_mode="same"), nn.BatchNorm2d(cout), nn.ReLU()])


class IconNet(nn.Cell):
    def __init__(self, num_classes, in_channels=3):
        super().__init__()
        self.features = nn.SequentialCell([
            conv_bn_relu(in_channels, 8),
            nn.MaxPool2d(2, 2),
            conv_bn_relu(8, 16),
        ])
        self.pool = nn.AdaptiveAvgPool2d(1)
        self.fc = nn.Dense(16, num_classes)

    def construct(self, x):
        h = self.pool(self.features(x))
        return self.fc(h.reshape(h.shape[0], -1))
