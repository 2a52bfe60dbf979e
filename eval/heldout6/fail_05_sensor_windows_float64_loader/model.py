from mindspore import nn


class HARNet(nn.Cell):
    def __init__(self, in_channels=3, width=8, num_classes=3):
        super().__init__()
        self.features = nn.SequentialCell([
            nn.Conv1d(in_channels, width, 5, pad_mode="same"),
            nn.ReLU(),
            nn.Conv1d(width, width, 3, pad_mode="same"),
            nn.ReLU(),
        ])
        self.classifier = nn.Dense(width, num_classes)

    def construct(self, x):
        h = self.features(x)
        return self.classifier(h.mean(axis=-1))
