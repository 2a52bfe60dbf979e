from mindspore import nn


class ConvUnit(nn.Cell):
    def __init__(self, in_ch, out_ch, kernel, seq_len):
        super().__init__()
        self.conv = nn.Conv1d(in_ch, out_ch, kernel, pad_mode="same")
        self.bn = nn.BatchNorm1d(seq_len)  # ROOT
        self.act = nn.ReLU()

    def construct(self, x):
        return self.act(self.bn(self.conv(x)))


class ActivityNet(nn.Cell):
    def __init__(self, sensors, seq_len, num_activities, widths=(32, 64)):
        super().__init__()
        units = []
        ch = sensors
        for w in widths:
            units.append(ConvUnit(ch, w, 5, seq_len))
            ch = w
        self.units = nn.SequentialCell(units)
        self.fc = nn.Dense(ch, num_activities)

    def construct(self, x):
        h = self.units(x.transpose(0, 2, 1))
        return self.fc(h.max(axis=2))
