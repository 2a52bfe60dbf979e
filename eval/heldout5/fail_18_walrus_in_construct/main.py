import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms
from mindspore import nn

from model import GatedResidualMLP

ms.set_context(mode=ms.GRAPH_MODE)

SETTINGS = {"in_dim": 7, "width": 16, "depth": 2, "num_classes": 3}


def main():
    rng = np.random.default_rng(0)
    net = GatedResidualMLP(**SETTINGS)
    train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()),
                                nn.Adam(net.trainable_params(), learning_rate=1e-3))
    train.set_train()
    x = ms.Tensor(rng.standard_normal((4, SETTINGS["in_dim"])).astype(np.float32))
    y = ms.Tensor(rng.integers(0, SETTINGS["num_classes"], 4).astype(np.int32))
    print("loss", train(x, y))


if __name__ == "__main__":
    main()
