import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

import config as cfg
from model import DeepCTR


def fake_impressions(n, rng):
    sparse = np.stack([rng.integers(0, spec["vocab"], n) for spec in cfg.SPARSE_FEATURES.values()], axis=1)
    dense = rng.random((n, cfg.DENSE_FEATURES)).astype(np.float32)
    clicks = (rng.random(n) < 0.2).astype(np.float32)
    return Tensor(sparse.astype(np.int32)), Tensor(dense), Tensor(clicks)


class CTRLoss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net, self.bce = net, nn.BCEWithLogitsLoss()

    def construct(self, sparse, dense, clicks):
        return self.bce(self.net(sparse, dense), clicks)


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    rng = np.random.default_rng(0)
    net = DeepCTR()
    train = nn.TrainOneStepCell(CTRLoss(net), nn.Adam(net.trainable_params(), 1e-3))
    for step in range(2):
        print("step", step, "logloss", train(*fake_impressions(cfg.BATCH_SIZE, rng)))


if __name__ == "__main__":
    main()
