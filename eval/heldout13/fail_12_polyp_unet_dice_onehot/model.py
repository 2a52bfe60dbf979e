from mindspore import nn, ops


def double_conv(cin, cout):
    return nn.SequentialCell([nn.Conv2d(cin, cout, 3), nn.BatchNorm2d(cout), nn.ReLU(),
                              nn.Conv2d(cout, cout, 3), nn.BatchNorm2d(cout), nn.ReLU()])


class TinyUNet(nn.Cell):
    def __init__(self, base, num_classes):
        super().__init__()
        self.enc1 = double_conv(3, base)
        self.enc2 = double_conv(base, base * 2)
        self.pool = nn.MaxPool2d(2, 2)
        self.up = nn.Conv2dTranspose(base * 2, base, 2, stride=2)
        self.dec = double_conv(base * 2, base)
        self.out = nn.Conv2d(base, num_classes, 1)

    def construct(self, x):
        e1 = self.enc1(x)
        e2 = self.enc2(self.pool(e1))
        d = self.dec(ops.concat((self.up(e2), e1), axis=1))
        return self.out(d)


class DiceCELoss(nn.Cell):
    def __init__(self, net, num_classes):
        super().__init__()
        self.net = net
        self.num_classes = num_classes
        self.ce = nn.CrossEntropyLoss()

    def construct(self, image, mask):
        logits = self.net(image)
        probs = ops.softmax(logits, axis=1)
        onehot = ops.one_hot(mask, self.num_classes, 1.0, 0.0)
        onehot = ops.transpose(onehot, (0, 3, 1, 2))
        inter = (probs * onehot).sum(axis=(2, 3))
        union = probs.sum(axis=(2, 3)) + onehot.sum(axis=(2, 3))
        dice = 1.0 - ((2.0 * inter + 1.0) / (union + 1.0)).mean()
        return dice + self.ce(logits, mask)
