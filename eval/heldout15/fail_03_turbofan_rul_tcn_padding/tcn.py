import mindspore.nn as nn
from mindspore import ops


class TemporalBlock(nn.Cell):
    def __init__(self, cin, cout, kernel_size, dilation, pad_mode, dropout):
        super().__init__()
        self.conv1 = nn.Conv1d(cin, cout, kernel_size, pad_mode=pad_mode, dilation=dilation)
        self.conv2 = nn.Conv1d(cout, cout, kernel_size, pad_mode=pad_mode, dilation=dilation)
        self.act = nn.ReLU()
        self.drop = nn.Dropout(p=dropout)
        self.skip = nn.Conv1d(cin, cout, 1) if cin != cout else nn.Identity()

    def construct(self, x):
        out = self.drop(self.act(self.conv1(x)))
        out = self.drop(self.act(self.conv2(out)))
        return self.act(out + self.skip(x))


class RULNet(nn.Cell):
    def __init__(self, num_sensors, channels, kernel_size, dilations, pad_mode, dropout):
        super().__init__()
        blocks = []
        cin = num_sensors
        for d in dilations:
            blocks.append(TemporalBlock(cin, channels, kernel_size, d, pad_mode, dropout))
            cin = channels
        self.tcn = nn.SequentialCell(blocks)
        self.head = nn.Dense(channels, 1)

    def construct(self, x):
        h = self.tcn(x)
        return ops.sigmoid(self.head(h[:, :, -1]))
