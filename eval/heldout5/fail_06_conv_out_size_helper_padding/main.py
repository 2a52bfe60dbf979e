import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms
from mindspore import nn

from model import DigitNet

ms.set_context(mode=ms.GRAPH_MODE)

IMAGE_SIZE = 16


def main():
    rng = np.random.default_rng(0)
    net = DigitNet(IMAGE_SIZE)
    loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    opt = nn.SGD(net.trainable_params(), learning_rate=0.05)
    train = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt)
    train.set_train()
    x = ms.Tensor(rng.random((4, 1, IMAGE_SIZE, IMAGE_SIZE), dtype=np.float32))
    y = ms.Tensor(rng.integers(0, 10, size=(4,)).astype(np.int32))
    print("loss", train(x, y))


if __name__ == "__main__":
    main()
