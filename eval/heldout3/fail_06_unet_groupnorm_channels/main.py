import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms
from mindspore import nn

from model import TinyUNet

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)


def main():
    rng = np.random.default_rng(0)
    noisy = ms.Tensor(rng.random((2, 1, 8, 8), dtype=np.float32))
    clean = ms.Tensor(np.zeros((2, 1, 8, 8), np.float32))
    net = TinyUNet()
    loss_fn = nn.MSELoss()
    opt = nn.SGD(net.trainable_params(), 0.01)
    train = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt)
    for step in range(2):
        print(step, train(noisy, clean))


if __name__ == "__main__":
    main()
