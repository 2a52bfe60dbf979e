import mindspore.nn as nn


def conv_bn(cin, cout):
    return nn.SequentialCell(nn.Conv2d(cin, cout, 3, pad_mode="same"), nn.BatchNorm2d(cout), nn.ReLU())


class DermoscopyNet(nn.Cell):
    def __init__(self, num_findings):
        super().__init__()
        self.features = nn.SequentialCell(conv_bn(3, 16), nn.MaxPool2d(2, 2), conv_bn(16, 32),
                                          nn.AdaptiveAvgPool2d(1), nn.Flatten())
        self.classifier = nn.Dense(32, num_findings)

    def construct(self, x):
        return self.classifier(self.features(x))
