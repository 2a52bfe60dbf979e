import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

from model import PrototypicalNet

EPISODE = {"n_way": 3, "k_shot": 2, "n_query": 2, "image": 8}


class EpisodeLoss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.ce = nn.CrossEntropyLoss()

    def construct(self, support, query, query_labels):
        return self.ce(self.net(support, query), query_labels)


def sample_episode(rng):
    n, k, q, s = EPISODE["n_way"], EPISODE["k_shot"], EPISODE["n_query"], EPISODE["image"]
    support = rng.standard_normal((n * k, 1, s, s)).astype(np.float32)
    query = rng.standard_normal((n * q, 1, s, s)).astype(np.float32)
    labels = np.repeat(np.arange(n), q).astype(np.int32)
    return Tensor(support), Tensor(query), Tensor(labels)


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    rng = np.random.default_rng(2)
    net = PrototypicalNet(EPISODE["n_way"], EPISODE["k_shot"])
    step = nn.TrainOneStepCell(EpisodeLoss(net), nn.Adam(net.trainable_params(), learning_rate=1e-3))
    step.set_train()
    for episode in range(2):
        print("episode", episode, "loss", step(*sample_episode(rng)))


if __name__ == "__main__":
    main()
