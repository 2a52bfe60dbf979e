"""A product-review encoder builds its token table from a config object, giving the embedding
width first and the vocabulary second: nn.Embedding takes (vocab_size, embedding_size). The table
has 24 rows, and the first token id beyond it fails at run time. The line to change is the
Embedding call."""
from types import SimpleNamespace

import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)

cfg = SimpleNamespace(vocab_size=500, embed_dim=24, classes=3)


class ReviewEncoder(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.tokens = nn.Embedding(cfg.embed_dim, cfg.vocab_size)  # expect: MSD410
        self.head = nn.Dense(cfg.vocab_size, cfg.classes)

    def construct(self, ids):
        return self.head(self.tokens(ids).mean(1))


if __name__ == "__main__":
    ids = ms.Tensor(np.random.default_rng(0).integers(0, 500, size=(2, 10)), ms.int32)
    print(ReviewEncoder(cfg)(ids).shape)
