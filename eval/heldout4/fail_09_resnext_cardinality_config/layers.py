from mindspore import nn


def conv_bn(in_ch, out_ch, k, stride=1, groups=1):
    return nn.SequentialCell([
        nn.Conv2d(in_ch, out_ch, k, stride=stride, pad_mode="pad", padding=k // 2, group=groups),
        nn.BatchNorm2d(out_ch),
    ])


class GroupedBottleneck(nn.Cell):
    def __init__(self, in_ch, out_ch, stride, cardinality):
        super().__init__()
        self.reduce = conv_bn(in_ch, out_ch, 1)
        self.grouped = conv_bn(out_ch, out_ch, 3, stride=stride, groups=cardinality)
        self.expand = conv_bn(out_ch, out_ch, 1)
        self.relu = nn.ReLU()
        self.short = conv_bn(in_ch, out_ch, 1, stride=stride) if (stride != 1 or in_ch != out_ch) else None

    def construct(self, x):
        identity = x if self.short is None else self.short(x)
        h = self.relu(self.reduce(x))
        h = self.relu(self.grouped(h))
        return self.relu(self.expand(h) + identity)
