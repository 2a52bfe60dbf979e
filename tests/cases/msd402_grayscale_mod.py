"""Backbone definition shared by several scripts."""
from mindspore import nn, ops


class ConvStage(nn.Cell):
    def __init__(self, in_ch, out_ch):
        super().__init__()
        self.conv = nn.Conv2d(in_ch, out_ch, 3, pad_mode="same")
        self.bn = nn.BatchNorm2d(out_ch)

    def construct(self, x):
        return ops.relu(self.bn(self.conv(x)))


class Backbone(nn.Cell):
    def __init__(self, widths=(3, 8, 16)):
        super().__init__()
        self.stage1 = ConvStage(widths[0], widths[1])
        self.stage2 = ConvStage(widths[1] * 2, widths[2])  # expect: MSD402
        self.pool = nn.MaxPool2d(2, 2)

    def construct(self, x):
        return self.stage2(self.pool(self.stage1(x)))
