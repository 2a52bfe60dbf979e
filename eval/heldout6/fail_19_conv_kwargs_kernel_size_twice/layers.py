from mindspore import nn


def conv3x3_bn(cin, cout, conv_kwargs):
    return nn.SequentialCell([
        nn.Conv2d(cin, cout, 3, **conv_kwargs),
        nn.BatchNorm2d(cout),
        nn.ReLU(),
    ])


class DigitNet(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        blocks = []
        cin = cfg.in_channels
        for w in cfg.widths:
            blocks += [conv3x3_bn(cin, w, cfg.conv_kwargs), nn.MaxPool2d(2, 2)]
            cin = w
        self.features = nn.SequentialCell(blocks)
        self.fc = nn.Dense(cin, cfg.num_classes)

    def construct(self, x):
        return self.fc(self.features(x).mean(axis=(2, 3)))
