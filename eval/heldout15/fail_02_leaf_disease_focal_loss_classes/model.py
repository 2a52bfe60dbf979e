import mindspore.nn as nn


def conv_bn(cin, cout):
    return nn.SequentialCell(nn.Conv2d(cin, cout, 3, pad_mode="pad", padding=1), nn.BatchNorm2d(cout), nn.ReLU(),
                             nn.MaxPool2d(2, 2))


class LeafNet(nn.Cell):
    def __init__(self, num_classes):
        super().__init__()
        self.features = nn.SequentialCell(conv_bn(3, 16), conv_bn(16, 32), conv_bn(32, 32))
        self.pool = nn.AdaptiveAvgPool2d(1)
        self.flatten = nn.Flatten()
        self.head = nn.Dense(32, num_classes)

    def construct(self, x):
        return self.head(self.flatten(self.pool(self.features(x))))
