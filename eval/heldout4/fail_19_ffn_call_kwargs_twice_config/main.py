import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

from config import MODEL, TRAIN
from model import GatedMLPNet

IN_DIM = 10


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    net = GatedMLPNet(IN_DIM, **MODEL)
    train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()),
                                nn.Adam(net.trainable_params(), TRAIN["lr"]))
    rng = np.random.default_rng(0)
    for step in range(TRAIN["steps"]):
        x = Tensor(rng.standard_normal((TRAIN["batch_size"], IN_DIM)).astype(np.float32))
        y = Tensor(rng.integers(0, MODEL["num_classes"], TRAIN["batch_size"]).astype(np.int32))
        print("step", step, "loss", train(x, y))


if __name__ == "__main__":
    main()
