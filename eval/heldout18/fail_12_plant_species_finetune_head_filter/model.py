from mindspore import nn


def conv_bn(c_in, c_out, stride):
    return nn.SequentialCell(nn.Conv2d(c_in, c_out, 3, stride=stride, pad_mode="same"),
                             nn.BatchNorm2d(c_out), nn.ReLU())


class LeafNet(nn.Cell):
    def __init__(self, num_classes, width):
        super().__init__()
        self.features = nn.SequentialCell(conv_bn(3, width, 1), conv_bn(width, width * 2, 2),
                                          conv_bn(width * 2, width * 4, 2))
        self.pool = nn.AdaptiveAvgPool2d(1)
        self.flatten = nn.Flatten()
        self.fc = nn.Dense(width * 4, num_classes)

    def construct(self, x):
        return self.fc(self.flatten(self.pool(self.features(x))))
