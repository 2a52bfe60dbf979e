"""The vocabulary comes first."""
from types import SimpleNamespace

import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)

cfg = SimpleNamespace(vocab_size=500, embed_dim=24, classes=3)


class ReviewEncoder(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.tokens = nn.Embedding(cfg.vocab_size, cfg.embed_dim)
        self.head = nn.Dense(cfg.embed_dim, cfg.classes)

    def construct(self, ids):
        return self.head(self.tokens(ids).mean(1))


if __name__ == "__main__":
    ids = ms.Tensor(np.random.default_rng(0).integers(0, 500, size=(2, 10)), ms.int32)
    print(ReviewEncoder(cfg)(ids).shape)
