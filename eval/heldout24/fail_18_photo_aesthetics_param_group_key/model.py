from mindspore import nn


class AestheticsNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.backbone = nn.SequentialCell([
            nn.Conv2d(3, 16, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(16, 32, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2),
        ])
        self.head = nn.SequentialCell([nn.Dense(32, 16), nn.ReLU(), nn.Dense(16, 1)])

    def construct(self, x):
        return self.head(self.backbone(x).mean(axis=(2, 3)))
