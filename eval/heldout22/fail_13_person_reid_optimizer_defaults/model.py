import mindspore.nn as nn
import mindspore.ops as ops


class ReIDNet(nn.Cell):
    def __init__(self, embed_dim, num_ids):
        super().__init__()
        self.backbone = nn.SequentialCell([
            nn.Conv2d(3, 16, 3), nn.BatchNorm2d(16), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(16, 32, 3), nn.BatchNorm2d(32), nn.ReLU(), nn.MaxPool2d(2, 2),
        ])
        self.embed = nn.Dense(32, embed_dim)
        self.bnneck = nn.BatchNorm1d(embed_dim)
        self.classifier = nn.Dense(embed_dim, num_ids, has_bias=False)

    def features(self, x):
        f = self.backbone(x).mean(axis=(2, 3))
        return self.bnneck(self.embed(f))

    def construct(self, x):
        return self.classifier(self.features(x))
