import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import mindspore as ms
from mindspore import nn

from data import lm_batch, target_mask
from losses import MaskedTokenLoss

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)

VOCAB, DIM, T = 16, 8, 6


class BigramLM(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(VOCAB, DIM)
        self.out = nn.Dense(DIM, VOCAB)

    def construct(self, ids):
        return self.out(self.embed(ids))


class Trainer(nn.Cell):
    def __init__(self, lm):
        super().__init__()
        self.lm = lm
        self.loss = MaskedTokenLoss()

    def construct(self, inputs, targets, mask):
        return self.loss(self.lm(inputs), targets, mask)


def main():
    lm = BigramLM()
    step = nn.TrainOneStepCell(Trainer(lm), nn.Adam(lm.trainable_params(), 1e-2))
    for i in range(2):
        inputs, targets = lm_batch(2, T, VOCAB, seed=i)
        print(i, step(inputs, targets, target_mask(targets)))


if __name__ == "__main__":
    main()
