from mindspore import nn


class GenreNet(nn.Cell):
    def __init__(self, num_features, num_classes, hidden=64, dropout=0.2):
        super().__init__()
        self.backbone = nn.SequentialCell(
            nn.Dense(num_features, hidden), nn.LayerNorm((hidden,)), nn.GELU(),
            nn.Dropout(p=dropout), nn.Dense(hidden, hidden), nn.GELU())
        self.classifier = nn.Dense(hidden, num_classes)

    def construct(self, x):
        return self.classifier(self.backbone(x))
