"""Sentiment classifier trained with TrainOneStepCell. The label column is read as float32 by
the data helper; the sparse softmax cross entropy inside the wrapped loss needs integer
labels. Nothing of the user's code runs inside the step: the labels are followed from the
call to the helper that chose their dtype."""
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)


def load_reviews(rows=6, vocab=30, length=5, seed=0):
    rng = np.random.default_rng(seed)
    tokens = rng.integers(0, vocab, (rows, length)).astype(np.int32)
    stars = rng.integers(0, 2, rows).astype(np.float32)  # expect: MSD507
    return tokens, stars


class BagOfWords(nn.Cell):
    def __init__(self, vocab=30, dim=8):
        super().__init__()
        self.embed = nn.Embedding(vocab, dim)
        self.out = nn.Dense(dim, 2)

    def construct(self, tokens):
        return self.out(self.embed(tokens).mean(axis=1))


if __name__ == "__main__":
    net = BagOfWords()
    loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    step = nn.TrainOneStepCell(nn.WithLossCell(net, loss), nn.Adam(net.trainable_params(), 1e-2))
    tokens, stars = load_reviews()
    print(step(ms.Tensor(tokens), ms.Tensor(stars)))
