"""Masked mean pooling: the (B, S) mask is multiplied with (B, S, D)
hidden states without adding the feature axis."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class MeanPooler(nn.Cell):
    def construct(self, hidden, mask):
        summed = (hidden * mask).sum(axis=1)  # expect: MSD403
        return summed / mask.sum(axis=1, keepdims=True)


class SentenceEncoder(nn.Cell):
    def __init__(self, vocab=50, dim=16):
        super().__init__()
        self.embed = nn.Embedding(vocab, dim)
        self.ffn = nn.Dense(dim, dim)
        self.pool = MeanPooler()

    def construct(self, ids, mask):
        return self.pool(ops.gelu(self.ffn(self.embed(ids))), mask)


if __name__ == "__main__":
    np.random.seed(0)
    ids = ms.Tensor(np.random.randint(0, 50, (2, 7)), ms.int32)
    mask = ms.Tensor(np.ones((2, 7), np.float32))
    print(SentenceEncoder()(ids, mask).shape)
