"""The tagger moves the tag axis to position 1 before handing the scores to the loss."""
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
        return scores.transpose(0, 2, 1)


if __name__ == "__main__":
    rng = np.random.default_rng(0)
    tokens = ms.Tensor(rng.integers(0, 30, (4, 7)).astype(np.int32))
    tags = ms.Tensor(rng.integers(0, 5, (4, 7)).astype(np.int32))
    net = Tagger()
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()), nn.SGD(net.trainable_params(), 0.1))
    print(float(step(tokens, tags)))
