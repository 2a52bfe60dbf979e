from mindspore import nn, ops


class CausalConv1d(nn.Cell):
    def __init__(self, cin, cout, kernel, dilation):
        super().__init__()
        self.left_pad = (kernel - 1) * dilation
        self.conv = nn.Conv1d(cin, cout, kernel, dilation=dilation, pad_mode="valid", has_bias=True)

    def construct(self, x):
        x = ops.pad(x, (self.left_pad, 0))
        return self.conv(x)


class TemporalBlock(nn.Cell):
    def __init__(self, cin, cout, kernel, dilation, dropout):
        super().__init__()
        self.conv1 = CausalConv1d(cin, cout, kernel, dilation)
        self.conv2 = CausalConv1d(cout, cout, kernel, dilation)
        self.act = nn.ReLU()
        self.drop = nn.Dropout(p=dropout)
        self.downsample = nn.Conv1d(cin, cout, 1, has_bias=True) if cin != cout else None

    def construct(self, x):
        h = self.drop(self.act(self.conv1(x)))
        h = self.drop(self.act(self.conv2(h)))
        res = x if self.downsample is None else self.downsample(x)
        return self.act(h + res)


class TCNClassifier(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        blocks = []
        in_ch = cfg.hidden_channels  # ROOT
        for dilation in cfg.dilations:
            blocks.append(TemporalBlock(in_ch, cfg.hidden_channels, cfg.kernel_size, dilation, cfg.dropout))
            in_ch = cfg.hidden_channels
        self.tcn = nn.SequentialCell(blocks)
        self.fc = nn.Dense(cfg.hidden_channels, cfg.num_classes)

    def construct(self, x):
        h = self.tcn(x.transpose(0, 2, 1))
        return self.fc(h[:, :, -1])
