import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

from config import NLIConfig
from model import SiameseNLI


class PairLoss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.ce = nn.CrossEntropyLoss()

    def construct(self, premise, hypothesis, label):
        return self.ce(self.net(premise, hypothesis), label)


def random_pairs(rng, cfg):
    p = rng.integers(1, cfg.vocab_size, size=(cfg.batch_size, cfg.max_len)).astype(np.int32)
    h = rng.integers(1, cfg.vocab_size, size=(cfg.batch_size, cfg.max_len - 3)).astype(np.int32)
    y = rng.integers(0, cfg.num_labels, size=cfg.batch_size).astype(np.int32)
    return Tensor(p), Tensor(h), Tensor(y)


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    cfg = NLIConfig()
    rng = np.random.default_rng(4)
    net = SiameseNLI(cfg)
    step = nn.TrainOneStepCell(PairLoss(net), nn.Adam(net.trainable_params(), learning_rate=cfg.lr))
    step.set_train()
    for i in range(2):
        print("step", i, "loss", step(*random_pairs(rng, cfg)))


if __name__ == "__main__":
    main()
