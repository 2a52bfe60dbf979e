from mindspore import nn


def conv_block(cin, cout, stride):
    return nn.SequentialCell(
        nn.Conv2d(cin, cout, 3, stride=stride, pad_mode="pad", padding=1, has_bias=False),
        nn.BatchNorm2d(cout), nn.ReLU6())


class LiteEncoder(nn.Cell):
    """Output stride 8 encoder."""

    def __init__(self, width=16):
        super().__init__()
        self.layers = nn.SequentialCell(
            conv_block(3, width, 2), conv_block(width, width * 2, 2),
            conv_block(width * 2, width * 4, 2), conv_block(width * 4, width * 4, 1))
        self.out_channels = width * 4

    def construct(self, x):
        return self.layers(x)
