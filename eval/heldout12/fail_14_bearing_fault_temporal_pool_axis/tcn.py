from mindspore import nn, ops

from utils import global_avg_pool, global_max_pool


class ConvUnit(nn.Cell):
    def __init__(self, cin, cout, k, dilation):
        super().__init__()
        self.conv = nn.Conv1d(cin, cout, k, pad_mode="pad", padding=dilation * (k - 1) // 2,
                              dilation=dilation)
        self.bn = nn.BatchNorm1d(cout)
        self.act = nn.GELU()

    def construct(self, x):
        return self.act(self.bn(self.conv(x)))


class BearingFaultNet(nn.Cell):
    """Dilated conv stack over 3-axis vibration windows, avg+max pooled head."""

    def __init__(self, in_ch=3, width=48, num_faults=4):
        super().__init__()
        self.units = nn.SequentialCell(
            ConvUnit(in_ch, width, 5, 1), ConvUnit(width, width, 3, 2), ConvUnit(width, width, 3, 4))
        self.downsample = nn.MaxPool1d(4, 4)
        self.head = nn.Dense(2 * width, num_faults)

    def construct(self, x):
        h = self.downsample(self.units(x))
        pooled = ops.cat((global_avg_pool(h), global_max_pool(h)), axis=-1)
        return self.head(pooled)
