import mindspore.nn as nn


class SheetNet(nn.Cell):
    def __init__(self, num_classes):
        super().__init__()
        self.features = nn.SequentialCell([
            nn.Conv2d(3, 16, 3, stride=2), nn.BatchNorm2d(16), nn.ReLU(),
            nn.Conv2d(16, 32, 3, stride=2), nn.BatchNorm2d(32), nn.ReLU(),
        ])
        self.fc = nn.Dense(32, num_classes)

    def construct(self, x):
        return self.fc(self.features(x).mean(axis=(2, 3)))
