from mindspore import nn, ops


def conv_bn_relu(cin, cout):
    return nn.SequentialCell(
        nn.Conv2d(cin, cout, 3, pad_mode="pad", padding=1, has_bias=False),
        nn.BatchNorm2d(cout),
        nn.ReLU(),
    )


class DeeplySupervisedSegNet(nn.Cell):
    """Small encoder-decoder that also emits side predictions at every decoder stage."""

    def __init__(self, in_ch=3, num_classes=3, width=8):
        super().__init__()
        self.enc1 = conv_bn_relu(in_ch, width)
        self.enc2 = conv_bn_relu(width, 2 * width)
        self.pool = nn.MaxPool2d(2, 2)
        self.dec2 = conv_bn_relu(2 * width, width)
        self.dec1 = conv_bn_relu(2 * width, width)
        self.side2 = nn.Conv2d(width, num_classes, 1, has_bias=True)
        self.side1 = nn.Conv2d(width, num_classes, 1, has_bias=True)

    def construct(self, x):
        e1 = self.enc1(x)
        e2 = self.enc2(self.pool(e1))
        d2 = self.dec2(e2)
        up = ops.interpolate(d2, size=e1.shape[2:], mode="nearest")
        d1 = self.dec1(ops.concat((up, e1), axis=1))
        return self.side1(d1), ops.interpolate(self.side2(d2), size=e1.shape[2:], mode="nearest")
