"""Tiny next-token model whose label helper keeps the labels int32 (`np.where`, then `astype`)."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

from lm_batches_good import batches

ms.set_context(mode=ms.GRAPH_MODE)
VOCAB, LENGTH = 30, 8


class NextToken(nn.Cell):
    def __init__(self, vocab=VOCAB, dim=16):
        super().__init__()
        self.embed = nn.Embedding(vocab, dim)
        self.head = nn.Dense(dim, vocab)
        self.loss = nn.CrossEntropyLoss(ignore_index=-100)

    def construct(self, ids, labels):
        logits = self.head(self.embed(ids))
        return self.loss(logits.reshape(-1, logits.shape[-1]), labels.reshape(-1))


if __name__ == "__main__":
    model = NextToken()
    for step, (ids, labels) in enumerate(batches(np.random.default_rng(0), VOCAB, LENGTH, 2)):
        print(step, model(Tensor(ids), Tensor(labels)))
