from mindspore import nn

import config as cfg


class SheetEncoder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.body = nn.SequentialCell(
            nn.Conv2d(1, 8, 3, stride=2, has_bias=True), nn.ReLU(),
            nn.Conv2d(8, 16, 3, stride=2, has_bias=True), nn.ReLU(),
            nn.AdaptiveAvgPool2d(2), nn.Flatten(), nn.Dense(64, cfg.EMBED_DIM), nn.Tanh())

    def construct(self, x):
        return self.body(x)


class GenusClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.encoder = SheetEncoder()
        self.head = nn.Dense(cfg.EMBED_DIM, len(cfg.GENERA))
        self.captured = {}

    def construct(self, x):
        emb = self.encoder(x)
        self.captured["embedding"] = emb  # ROOT
        return self.head(emb)
