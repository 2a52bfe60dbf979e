import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

import config as cfg
from model import Embedder


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    net = Embedder()
    train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()),
                                nn.Adam(net.trainable_params(), 1e-3))
    rng = np.random.default_rng(0)
    for step in range(cfg.STEPS):
        x = Tensor(rng.standard_normal((cfg.BATCH_SIZE, cfg.IN_DIM)).astype(np.float32))
        y = Tensor(rng.integers(0, cfg.NUM_CLASSES, cfg.BATCH_SIZE).astype(np.int32))
        print("step", step, "loss", train(x, y))


if __name__ == "__main__":
    main()
