"""A bag-of-embeddings classifier built from a settings dict whose `hidden` matches the encoder."""
import numpy as np
import mindspore as ms
from mindspore import nn

from settings_good import HEAD

ms.set_context(mode=ms.GRAPH_MODE)


class BagClassifier(nn.Cell):
    def __init__(self, cfg, vocab=40):
        super().__init__()
        self.embed = nn.Embedding(vocab, cfg["embed_dim"])
        self.encode = nn.Dense(cfg["embed_dim"], 2 * cfg["embed_dim"])
        self.head = nn.SequentialCell([
            nn.Dense(cfg["hidden"], cfg["classes"]),
            nn.LogSoftmax(),
        ])

    def construct(self, ids):
        pooled = self.embed(ids).mean(axis=1)
        return self.head(self.encode(pooled))


if __name__ == "__main__":
    ids = ms.Tensor(np.random.default_rng(0).integers(0, 40, size=(3, 6)), ms.int32)
    print(BagClassifier(HEAD)(ids).shape)
