"""Speaker verification head: each enrolled speaker's embeddings are averaged and scaled to unit
length by a helper that returns the Python number 0.0 for an all-zero average. Graph mode joins
that number with the tensor of the other branch into a tensor of unknown shape, which the
classifier's loss then rejects."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

from geometry import unit

ms.set_context(mode=ms.GRAPH_MODE)


class SpeakerScorer(nn.Cell):
    def __init__(self, features=20, dim=16, speakers=3):
        super().__init__()
        self.encode = nn.Dense(features, dim)
        self.speakers = speakers
        self.loss = nn.CrossEntropyLoss()

    def construct(self, enrol, probe, labels):
        e = self.encode(enrol)
        centers = []
        for s in range(self.speakers):
            centers.append(unit(e[s].mean(axis=0)))
        scores = ops.matmul(self.encode(probe), ops.stack(centers).T)
        return self.loss(scores, labels)


if __name__ == "__main__":
    rng = np.random.default_rng(0)
    enrol = ms.Tensor(rng.normal(size=(3, 4, 20)), ms.float32)
    probe = ms.Tensor(rng.normal(size=(5, 20)), ms.float32)
    labels = ms.Tensor(rng.integers(0, 3, size=5), ms.int32)
    print(SpeakerScorer()(enrol, probe, labels))
