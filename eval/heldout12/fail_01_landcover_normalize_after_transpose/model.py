from mindspore import nn

from config import NUM_CLASSES


def conv_bn(cin, cout):
    return nn.SequentialCell(
        nn.Conv2d(cin, cout, 3, pad_mode="same", has_bias=False),
        nn.BatchNorm2d(cout),
        nn.ReLU(),
    )


class TileNet(nn.Cell):
    def __init__(self, width=16):
        super().__init__()
        self.features = nn.SequentialCell(
            conv_bn(3, width), nn.MaxPool2d(2, 2),
            conv_bn(width, width * 2), nn.MaxPool2d(2, 2),
            conv_bn(width * 2, width * 4),
        )
        self.pool = nn.AdaptiveAvgPool2d(1)
        self.flatten = nn.Flatten()
        self.head = nn.Dense(width * 4, NUM_CLASSES)

    def construct(self, x):
        x = self.features(x)
        return self.head(self.flatten(self.pool(x)))
