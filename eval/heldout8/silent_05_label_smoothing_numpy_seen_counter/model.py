from mindspore import nn


class GestureNet(nn.Cell):
    def __init__(self, channels=8, length=32, num_classes=5):
        super().__init__()
        self.conv = nn.SequentialCell(
            nn.Conv1d(channels, 16, 5, pad_mode="same", has_bias=True), nn.ReLU(), nn.MaxPool1d(2, 2),
            nn.Conv1d(16, 16, 5, pad_mode="same", has_bias=True), nn.ReLU(),
        )
        self.fc = nn.Dense(16, num_classes)

    def construct(self, x):
        return self.fc(self.conv(x).mean(axis=-1))
