import mindspore.nn as nn


class CropTypeNet(nn.Cell):
    def __init__(self, bands, num_classes):
        super().__init__()
        self.backbone = nn.SequentialCell(
            nn.Conv2d(bands, 16, 3, pad_mode="same"), nn.BatchNorm2d(16), nn.ReLU(),
            nn.Conv2d(16, 32, 3, stride=2, pad_mode="same"), nn.ReLU(),
            nn.AdaptiveAvgPool2d(1), nn.Flatten())
        self.head = nn.Dense(32, num_classes)

    def construct(self, x):
        return self.head(self.backbone(x))
