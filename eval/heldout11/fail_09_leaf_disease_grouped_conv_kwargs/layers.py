from mindspore import nn

import config as cfg


class GroupedBottleneck(nn.Cell):
    """ResNeXt-style block: 1x1 reduce, grouped 3x3, 1x1 expand."""

    def __init__(self, cin, cout, stride):
        super().__init__()
        mid = cout // 2
        self.reduce = nn.SequentialCell([nn.Conv2d(cin, mid, **cfg.POINTWISE_CONV), nn.BatchNorm2d(mid), nn.ReLU()])
        self.grouped = nn.SequentialCell([
            nn.Conv2d(mid, mid, stride=stride, **cfg.GROUPED_CONV),
            nn.BatchNorm2d(mid),
            nn.ReLU(),
        ])
        self.expand = nn.SequentialCell([nn.Conv2d(mid, cout, **cfg.POINTWISE_CONV), nn.BatchNorm2d(cout)])
        self.shortcut = nn.SequentialCell([
            nn.Conv2d(cin, cout, 1, stride=stride, has_bias=False), nn.BatchNorm2d(cout)
        ])
        self.relu = nn.ReLU()

    def construct(self, x):
        out = self.expand(self.grouped(self.reduce(x)))
        return self.relu(out + self.shortcut(x))
