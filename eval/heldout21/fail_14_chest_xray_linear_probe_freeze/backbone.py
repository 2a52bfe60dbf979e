from mindspore import nn


def conv_bn(cin, cout, stride=1):
    return nn.SequentialCell(nn.Conv2d(cin, cout, 3, stride, pad_mode="pad", padding=1, has_bias=False),
                             nn.BatchNorm2d(cout), nn.ReLU())


class TinyEncoder(nn.Cell):
    """Stand-in for the self-supervised (MoCo) radiograph encoder."""
    out_dim = 32

    def __init__(self):
        super().__init__()
        self.stem = conv_bn(1, 16, 2)
        self.stage1 = conv_bn(16, 32, 2)
        self.stage2 = conv_bn(32, 32, 1)

    def construct(self, x):
        return self.stage2(self.stage1(self.stem(x))).mean(axis=(2, 3))
