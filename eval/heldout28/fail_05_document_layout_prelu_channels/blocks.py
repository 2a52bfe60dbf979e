from mindspore import nn


class ConvBNAct(nn.Cell):
    """3x3 conv -> BN -> PReLU, optionally strided."""

    def __init__(self, in_ch, out_ch, stride=1):
        super().__init__()
        self.conv = nn.Conv2d(in_ch, out_ch, 3, stride=stride, pad_mode="same", has_bias=False)
        self.bn = nn.BatchNorm2d(out_ch)
        self.act = nn.PReLU(channel=in_ch)  # ROOT

    def construct(self, x):
        return self.act(self.bn(self.conv(x)))
