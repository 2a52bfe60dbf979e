from mindspore import nn


class CloudNet(nn.Cell):
    def __init__(self, bands, num_classes):
        super().__init__()
        self.features = nn.SequentialCell(
            nn.Conv2d(bands, 8, 3, pad_mode="same"),
            nn.ReLU(),
            nn.MaxPool2d(2, 2),
            nn.Conv2d(8, 16, 3, pad_mode="same"),
            nn.ReLU(),
            nn.AdaptiveAvgPool2d(1),
        )
        self.flatten = nn.Flatten()
        self.head = nn.Dense(16, num_classes)

    def construct(self, x):
        return self.head(self.flatten(self.features(x)))
