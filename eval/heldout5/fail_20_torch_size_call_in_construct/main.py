import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms
from mindspore import nn

from model import TinyMixer

ms.set_context(mode=ms.GRAPH_MODE)


def main():
    rng = np.random.default_rng(0)
    net = TinyMixer()
    train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()),
                                nn.Momentum(net.trainable_params(), 0.01, 0.9))
    train.set_train()
    x = ms.Tensor(rng.random((2, 3, 16, 16), dtype=np.float32))
    y = ms.Tensor(np.array([1, 4], np.int32))
    print("loss", train(x, y))


if __name__ == "__main__":
    main()
