import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms
from mindspore import nn

import config
from towers import TwoTowerCTR

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)


class CTRLoss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.bce = nn.BCEWithLogitsLoss()

    def construct(self, u, i, clicked):
        return self.bce(self.net(u, i), clicked)


def main():
    rng = np.random.default_rng(0)
    net = TwoTowerCTR()
    step = nn.TrainOneStepCell(CTRLoss(net), nn.Adam(net.trainable_params(), 1e-3))
    for it in range(2):
        u = ms.Tensor(rng.integers(0, config.N_USERS, config.BATCH).astype(np.int32))
        i = ms.Tensor(rng.integers(0, config.N_ITEMS, config.BATCH).astype(np.int32))
        y = ms.Tensor((rng.random(config.BATCH) > 0.7).astype(np.float32))
        print(it, step(u, i, y))


if __name__ == "__main__":
    main()
