import mindspore.nn as nn


class EchoBackbone(nn.Cell):
    def __init__(self, width=24):
        super().__init__()
        self.body = nn.SequentialCell(
            nn.Conv1d(1, width, 7, pad_mode="same"), nn.ReLU(), nn.MaxPool1d(2, 2),
            nn.Conv1d(width, width, 5, pad_mode="same"), nn.ReLU(), nn.AdaptiveAvgPool1d(1), nn.Flatten())
        self.out_dim = width

    def construct(self, x):
        return self.body(x)


class SonarClassifier(nn.Cell):
    def __init__(self, backbone, num_classes):
        super().__init__()
        self.backbone = backbone
        self.head = nn.Dense(backbone.out_dim, num_classes)

    def construct(self, x):
        return self.head(self.backbone(x))  # ROOT
