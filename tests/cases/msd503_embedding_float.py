"""Token ids loaded as float32 (e.g. from a float feature matrix) and fed
to nn.Embedding."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class BagOfWords(nn.Cell):
    def __init__(self, vocab=30, dim=8):
        super().__init__()
        self.embed = nn.Embedding(vocab, dim)
        self.fc = nn.Dense(dim, 2)

    def construct(self, ids):
        return self.fc(self.embed(ids).mean(axis=1))


if __name__ == "__main__":
    np.random.seed(0)
    ids = ms.Tensor(np.random.randint(0, 30, (2, 5)), ms.float32)  # expect: MSD503
    print(BagOfWords()(ids).shape)
