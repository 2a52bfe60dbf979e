import mindspore as ms
from mindspore import nn, ops


class TemporalBlock(nn.Cell):
    def __init__(self, cin, cout, dilation, kernel=3):
        super().__init__()
        self.conv1 = nn.Conv1d(cin, cout, kernel, pad_mode="same", dilation=dilation, has_bias=True)
        self.conv2 = nn.Conv1d(cout, cout, kernel, pad_mode="same", dilation=dilation, has_bias=True)
        self.res = nn.Conv1d(cin, cout, 1, has_bias=True) if cin != cout else nn.Identity()
        self.drop = nn.Dropout(p=0.1)

    def construct(self, x):
        h = self.drop(ops.relu(self.conv1(x)))
        h = self.drop(ops.relu(self.conv2(h)))
        return ops.relu(h + self.res(x))


class TCNTagger(nn.Cell):
    """Frame-level activity recogniser over variable-length IMU recordings."""

    def __init__(self, n_feats, n_classes, channels=(32, 32, 64)):
        super().__init__()
        blocks, cin = [], n_feats
        for i, c in enumerate(channels):
            blocks.append(TemporalBlock(cin, c, dilation=2 ** i))
            cin = c
        self.tcn = nn.SequentialCell(blocks)
        self.cls = nn.Conv1d(cin, n_classes, 1, has_bias=True)

    def construct(self, x):
        return self.cls(self.tcn(x.swapaxes(1, 2))).swapaxes(1, 2)
