import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

from config import CFG
from model import MiniResNeXt


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    net = MiniResNeXt(CFG)
    opt = nn.Momentum(net.trainable_params(), CFG["lr"], 0.9)
    train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()), opt)
    rng = np.random.default_rng(0)
    size = CFG["image_size"]
    x = Tensor(rng.standard_normal((CFG["batch_size"], 3, size, size)).astype(np.float32))
    y = Tensor(rng.integers(0, CFG["num_classes"], CFG["batch_size"]).astype(np.int32))
    print("loss", train(x, y))


if __name__ == "__main__":
    main()
