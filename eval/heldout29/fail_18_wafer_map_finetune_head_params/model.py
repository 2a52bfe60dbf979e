from mindspore import nn


class WaferNet(nn.Cell):
    def __init__(self, n_patterns):
        super().__init__()
        self.backbone = nn.SequentialCell([
            nn.Conv2d(1, 8, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(8, 16, 3, pad_mode="same"), nn.ReLU(), nn.AdaptiveAvgPool2d(1), nn.Flatten(),
        ])
        self.classifier = nn.Dense(16, n_patterns)

    def construct(self, wafer_map):
        return self.classifier(self.backbone(wafer_map))
