"""Position ids count from 0."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class Tagger(nn.Cell):
    def __init__(self, vocab, length, dim, tags):
        super().__init__()
        self.tokens = nn.Embedding(vocab, dim)
        self.positions = nn.Embedding(length, dim)
        self.out = nn.Dense(dim, tags)

    def construct(self, ids):
        position_ids = ops.arange(0, ids.shape[1])
        h = self.tokens(ids) + self.positions(position_ids)
        return self.out(h)


if __name__ == "__main__":
    ids = ms.Tensor(np.random.default_rng(0).integers(0, 40, size=(2, 12)), ms.int32)
    print(Tagger(40, 12, 8, 5)(ids).shape)
