from mindspore import nn


class ActivityCNN(nn.Cell):
    def __init__(self, in_channels, n_classes):
        super().__init__()
        self.conv = nn.SequentialCell(
            nn.Conv1d(in_channels, 16, 5, pad_mode="same"), nn.BatchNorm1d(16), nn.ReLU(),
            nn.Conv1d(16, 32, 5, pad_mode="same"), nn.BatchNorm1d(32), nn.ReLU())
        self.classifier = nn.Dense(32, n_classes)

    def construct(self, x):
        return self.classifier(self.conv(x).mean(axis=-1))
