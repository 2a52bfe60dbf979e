import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

from model import TinyDenseNet


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    net = TinyDenseNet()
    train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()),
                                nn.Momentum(net.trainable_params(), 0.01, 0.9))
    rng = np.random.default_rng(0)
    for step in range(2):
        x = Tensor(rng.standard_normal((2, 3, 16, 16)).astype(np.float32))
        y = Tensor(rng.integers(0, 10, 2).astype(np.int32))
        print("step", step, "loss", train(x, y))


if __name__ == "__main__":
    main()
