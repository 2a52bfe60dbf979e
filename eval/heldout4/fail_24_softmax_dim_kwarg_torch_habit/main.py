import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

from model import MILClassifier

IN_DIM, DIM, CLASSES, BAG, BATCH = 16, 24, 2, 6, 4


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    rng = np.random.default_rng(0)
    net = MILClassifier(IN_DIM, DIM, CLASSES)
    train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()), nn.Adam(net.trainable_params(), 1e-3))
    for step in range(2):
        bags = Tensor(rng.standard_normal((BATCH, BAG, IN_DIM)).astype(np.float32))
        y = Tensor(rng.integers(0, CLASSES, BATCH).astype(np.int32))
        print("step", step, "loss", train(bags, y))


if __name__ == "__main__":
    main()
