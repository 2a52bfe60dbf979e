from mindspore import nn


class ChipBackbone(nn.Cell):
    def __init__(self):
        super().__init__()
        self.body = nn.SequentialCell(
            nn.Conv2d(2, 16, 3, has_bias=True), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(16, 32, 3, has_bias=True), nn.ReLU(), nn.AdaptiveAvgPool2d(1), nn.Flatten())

    def construct(self, x):
        return self.body(x)


class ShipClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.backbone = ChipBackbone()
        self.head = nn.Dense(32, 2)

    def construct(self, x):
        return self.head(self.backbone(x))
