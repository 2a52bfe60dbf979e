import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

from losses import ValidSampleCE
from model import NoisyLabelNet, TrainWrapper

IN_DIM, CLASSES, BATCH = 6, 3, 4


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    rng = np.random.default_rng(0)
    net = NoisyLabelNet(IN_DIM, CLASSES)
    train = nn.TrainOneStepCell(TrainWrapper(net, ValidSampleCE(BATCH)), nn.Adam(net.trainable_params(), 1e-2))
    for step in range(2):
        x = Tensor(rng.standard_normal((BATCH, IN_DIM)).astype(np.float32))
        y = Tensor(rng.integers(0, CLASSES, BATCH).astype(np.int32))
        valid = Tensor(rng.random(BATCH) > 0.3)
        print("step", step, "loss", train(x, y, valid))


if __name__ == "__main__":
    main()
