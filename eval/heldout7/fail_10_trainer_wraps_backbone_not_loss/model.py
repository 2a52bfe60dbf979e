from mindspore import nn


class LeNet(nn.Cell):
    def __init__(self, num_classes, image_size):
        super().__init__()
        self.features = nn.SequentialCell([
            nn.Conv2d(1, 6, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(6, 12, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2),
        ])
        side = image_size // 4
        self.classifier = nn.SequentialCell([
            nn.Flatten(),
            nn.Dense(12 * side * side, 32), nn.ReLU(),
            nn.Dense(32, num_classes),
        ])

    def construct(self, x):
        return self.classifier(self.features(x))
