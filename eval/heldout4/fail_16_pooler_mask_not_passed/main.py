import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

from model import ReviewRater

VOCAB, DIM, RATINGS, SEQ, BATCH = 50, 16, 5, 12, 4


class WithLoss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.loss = nn.CrossEntropyLoss()

    def construct(self, ids, mask, y):
        return self.loss(self.net(ids, mask), y)


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    rng = np.random.default_rng(0)
    net = ReviewRater(VOCAB, DIM, RATINGS)
    train = nn.TrainOneStepCell(WithLoss(net), nn.Adam(net.trainable_params(), 1e-3))
    for step in range(2):
        lengths = rng.integers(3, SEQ + 1, BATCH)
        mask = (np.arange(SEQ)[None] < lengths[:, None])
        ids = np.where(mask, rng.integers(1, VOCAB, (BATCH, SEQ)), 0).astype(np.int32)
        y = rng.integers(0, RATINGS, BATCH).astype(np.int32)
        print("step", step, "loss", train(Tensor(ids), Tensor(mask), Tensor(y)))


if __name__ == "__main__":
    main()
