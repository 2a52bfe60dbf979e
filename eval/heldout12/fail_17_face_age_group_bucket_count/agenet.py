from mindspore import nn, ops


class AgeGroupNet(nn.Cell):
    def __init__(self, num_groups):
        super().__init__()
        self.features = nn.SequentialCell(
            nn.Conv2d(1, 16, 3, pad_mode="same"), nn.BatchNorm2d(16), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(16, 32, 3, pad_mode="same"), nn.BatchNorm2d(32), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(32, 64, 3, pad_mode="same"), nn.BatchNorm2d(64), nn.ReLU())
        self.classifier = nn.Dense(64, num_groups)

    def construct(self, x):
        return self.classifier(ops.mean(self.features(x), axis=(2, 3)))
