from mindspore import nn, ops


class ResNeXtBlock(nn.Cell):
    def __init__(self, channels, width, cardinality):
        super().__init__()
        self.reduce = nn.Conv2d(channels, width, 1, has_bias=False)
        self.grouped = nn.Conv2d(width, width, 3, pad_mode="same", group=cardinality, has_bias=False)
        self.expand = nn.Conv2d(width, channels, 1, has_bias=False)
        self.bn = nn.BatchNorm2d(channels)

    def construct(self, x):
        h = ops.relu(self.reduce(x))
        h = ops.relu(self.grouped(h))
        return ops.relu(x + self.bn(self.expand(h)))
