from mindspore import nn


def conv_bn_relu(cin, cout):
    return nn.SequentialCell([
        nn.Conv2d(cin, cout, 3, pad_mode="same"),
        nn.BatchNorm2d(cout),
        nn.ReLU(),
    ])


class TinySegNet(nn.Cell):
    def __init__(self, num_classes, base=8):
        super().__init__()
        self.enc1 = conv_bn_relu(3, base)
        self.enc2 = conv_bn_relu(base, base * 2)
        self.dec = conv_bn_relu(base * 2, base)
        self.classifier = nn.Conv2d(base, num_classes, 1, has_bias=True)

    def construct(self, x):
        h = self.enc1(x)
        h = self.enc2(h)
        h = self.dec(h)
        return self.classifier(h)
