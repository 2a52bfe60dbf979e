"""Tiny next-token model trained from a batch generator: the generator's label helper masks the
shifted ids with a float32 mask, and NumPy's promotion makes the labels float64, which the loss
rejects when the graph is compiled."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

from lm_batches import batches

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
