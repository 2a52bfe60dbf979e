"""A sentence encoder pools its token states with a masked mean, handing the padding mask on."""
import numpy as np
import mindspore as ms
from mindspore import nn

from pooling import MaskedMeanPool

ms.set_context(mode=ms.GRAPH_MODE)


class SentenceEncoder(nn.Cell):
    def __init__(self, vocab=50, dim=8):
        super().__init__()
        self.embed = nn.Embedding(vocab, dim)
        self.mix = nn.Dense(dim, dim)
        self.pool = MaskedMeanPool()

    def construct(self, ids, keep):
        states = self.mix(self.embed(ids))
        return self.pool(states, keep)


if __name__ == "__main__":
    ids = ms.Tensor(np.array([[3, 4, 5, 0], [6, 7, 0, 0]]), ms.int32)
    keep = ids != 0
    print(SentenceEncoder()(ids, keep).shape)
