"""A part-of-speech tagger scores every token with a position-wise Dense head, which leaves the
tag scores on the last axis, (batch, tokens, tags). `nn.CrossEntropyLoss` takes the classes on
axis 1, (batch, tags, tokens), for (batch, tokens) labels, and rejects the layout. The line to
change is the tagger's `return`, which hands the scores over without moving the axis."""
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)


class Tagger(nn.Cell):
    def __init__(self, vocab=30, dim=16, tags=5):
        super().__init__()
        self.embed = nn.Embedding(vocab, dim)
        self.mix = nn.Dense(dim, dim)
        self.head = nn.Dense(dim, tags)

    def construct(self, tokens):
        scores = self.head(self.mix(self.embed(tokens)))
        return scores  # expect: MSD407


if __name__ == "__main__":
    rng = np.random.default_rng(0)
    tokens = ms.Tensor(rng.integers(0, 30, (4, 7)).astype(np.int32))
    tags = ms.Tensor(rng.integers(0, 5, (4, 7)).astype(np.int32))
    net = Tagger()
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()), nn.SGD(net.trainable_params(), 0.1))
    print(float(step(tokens, tags)))
