import mindspore.nn as nn


class FundusGrader(nn.Cell):
    def __init__(self, num_grades):
        super().__init__()
        self.backbone = nn.SequentialCell([
            nn.Conv2d(3, 8, 3, pad_mode="same", has_bias=False), nn.BatchNorm2d(8), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(8, 16, 3, pad_mode="same", has_bias=False), nn.BatchNorm2d(16), nn.ReLU(),
            nn.AdaptiveAvgPool2d(1), nn.Flatten(),
        ])
        self.classifier = nn.Dense(16, num_grades)

    def construct(self, x):
        return self.classifier(self.backbone(x))
