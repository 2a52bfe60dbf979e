import mindspore.nn as nn


class TinySegNet(nn.Cell):
    def __init__(self, num_classes):
        super().__init__()
        self.body = nn.SequentialCell([
            nn.Conv2d(1, 16, 3), nn.BatchNorm2d(16), nn.ReLU(),
            nn.Conv2d(16, 16, 3, dilation=2), nn.BatchNorm2d(16), nn.ReLU(),
            nn.Conv2d(16, 16, 3), nn.BatchNorm2d(16), nn.ReLU(),
        ])
        self.classifier = nn.Conv2d(16, num_classes, 1, has_bias=True)

    def construct(self, x):
        return self.classifier(self.body(x))
