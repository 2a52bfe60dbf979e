"""Sentence embeddings by masked mean pooling. The pooling cell takes the padding mask as an
optional argument, and the encoder calls it without one: in graph mode `(tokens * mask)` with
`mask=None` becomes None and MindSpore reports "'NoneType' object has no attribute 'sum'" on the
pooling line. The line to change is the call that left the mask out."""
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)


class MaskedMeanPool(nn.Cell):
    def construct(self, tokens, mask=None):
        return (tokens * mask).sum(axis=1) / mask.sum(axis=1)


class SentenceEncoder(nn.Cell):
    def __init__(self, vocab=40, dim=8):
        super().__init__()
        self.embed = nn.Embedding(vocab, dim)
        self.pool = MaskedMeanPool()

    def construct(self, ids, mask):
        tokens = self.embed(ids)
        return self.pool(tokens, mask)


if __name__ == "__main__":
    ids = ms.Tensor(np.random.default_rng(0).integers(1, 40, (2, 6)).astype(np.int32))
    mask = ms.Tensor(np.ones((2, 6, 1), np.float32))
    print(SentenceEncoder()(ids, mask).shape)
