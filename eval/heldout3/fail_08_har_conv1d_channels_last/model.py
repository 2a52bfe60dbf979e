from mindspore import nn


class HARNet(nn.Cell):
    def __init__(self, in_channels, num_classes=4, width=16):
        super().__init__()
        self.body = nn.SequentialCell(
            nn.Conv1d(in_channels, width, 5, pad_mode="same"),
            nn.BatchNorm1d(width),
            nn.ReLU(),
            nn.Conv1d(width, width, 5, pad_mode="same"),
            nn.ReLU(),
        )
        self.fc = nn.Dense(width, num_classes)

    def construct(self, x):
        # x: (B, C, T)
        h = self.body(x)
        return self.fc(h.mean(axis=-1))
