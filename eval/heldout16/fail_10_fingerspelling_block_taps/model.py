import mindspore.nn as nn
import mindspore.ops as ops


class TemporalBlock(nn.Cell):
    def __init__(self, cin, cout, dilation):
        super().__init__()
        self.conv = nn.Conv1d(cin, cout, 3, pad_mode="same", dilation=dilation)
        self.bn = nn.BatchNorm1d(cout)
        self.skip = nn.Conv1d(cin, cout, 1) if cin != cout else nn.Identity()

    def construct(self, x):
        return ops.relu(self.bn(self.conv(x))) + self.skip(x)


class FingerspellNet(nn.Cell):
    def __init__(self, in_channels, channels, num_blocks, taps, num_classes):
        super().__init__()
        self.blocks = nn.CellList([TemporalBlock(in_channels if i == 0 else channels, channels, 2 ** i)
                                   for i in range(num_blocks)])
        self.taps = taps
        self.head = nn.Dense(channels * len(taps), num_classes)

    def construct(self, x):
        outputs = ()
        for block in self.blocks:
            x = block(x)
            outputs += (x,)
        pooled = [ops.mean(outputs[i], axis=2) for i in self.taps]
        return self.head(ops.cat(pooled, axis=1))
