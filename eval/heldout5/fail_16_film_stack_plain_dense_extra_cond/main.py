import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms
from mindspore import nn

from config import ARCH
from model import ConditionalNet

ms.set_context(mode=ms.GRAPH_MODE)


class WithLoss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.loss = nn.BCEWithLogitsLoss()

    def construct(self, x, cond, label):
        return self.loss(self.net(x, cond), label)


def main():
    rng = np.random.default_rng(0)
    net = ConditionalNet(**ARCH)
    train = nn.TrainOneStepCell(WithLoss(net), nn.Adam(net.trainable_params(), learning_rate=1e-3))
    train.set_train()
    x = ms.Tensor(rng.standard_normal((4, ARCH["in_dim"])).astype(np.float32))
    cond = ms.Tensor(rng.standard_normal((4, ARCH["cond_dim"])).astype(np.float32))
    label = ms.Tensor(rng.integers(0, 2, (4, 1)).astype(np.float32))
    print("loss", train(x, cond, label))


if __name__ == "__main__":
    main()
