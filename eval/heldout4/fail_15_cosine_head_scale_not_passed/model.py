from mindspore import nn

import config as cfg
from layers import CosineClassifier


class Embedder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.net = nn.SequentialCell([nn.Dense(cfg.IN_DIM, 64), nn.ReLU(), nn.Dense(64, cfg.EMBED_DIM)])
        self.head = CosineClassifier(cfg.EMBED_DIM, cfg.NUM_CLASSES)  # ROOT

    def construct(self, x):
        return self.head(self.net(x))
