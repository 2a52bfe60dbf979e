from mindspore import nn, ops


class ConvLSTMClassifier(nn.Cell):
    def __init__(self, channels, conv_channels, hidden, num_classes, window):
        super().__init__()
        self.conv = nn.SequentialCell([
            nn.Conv1d(channels, conv_channels, 5, pad_mode="same"),
            nn.BatchNorm1d(conv_channels),
            nn.ReLU(),
            nn.Conv1d(conv_channels, conv_channels, 5, pad_mode="same"),
            nn.ReLU(),
        ])
        self.lstm = nn.LSTM(conv_channels, hidden, batch_first=True)
        self.readout_step = window  # ROOT
        self.dropout = nn.Dropout(p=0.2)
        self.fc = nn.Dense(hidden, num_classes)

    def construct(self, x):
        feats = self.conv(x)
        feats = ops.transpose(feats, (0, 2, 1))
        out, _ = self.lstm(feats)
        last = out[:, self.readout_step, :]
        return self.fc(self.dropout(last))
