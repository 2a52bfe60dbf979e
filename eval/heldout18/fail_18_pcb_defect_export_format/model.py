from mindspore import nn


class PcbInspector(nn.Cell):
    def __init__(self, n_classes):
        super().__init__()
        self.body = nn.SequentialCell(
            nn.Conv2d(1, 8, 3, pad_mode="pad", padding=1), nn.BatchNorm2d(8), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(8, 16, 3, pad_mode="pad", padding=1), nn.BatchNorm2d(16), nn.ReLU(), nn.MaxPool2d(2, 2),
        )
        self.flatten = nn.Flatten()
        self.fc = nn.Dense(16 * 8 * 8, n_classes)

    def construct(self, x):
        return self.fc(self.flatten(self.body(x)))
