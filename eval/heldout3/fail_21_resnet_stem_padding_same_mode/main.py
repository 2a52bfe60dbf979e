import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms
from mindspore import nn

from layers import BasicBlock, conv3x3

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)


class ResNetMini(nn.Cell):
    def __init__(self, width=8, num_classes=10):
        super().__init__()
        self.stem = nn.SequentialCell(conv3x3(3, width), nn.BatchNorm2d(width), nn.ReLU())
        self.layer1 = nn.SequentialCell(BasicBlock(width), BasicBlock(width))
        self.fc = nn.Dense(width, num_classes)

    def construct(self, x):
        h = self.layer1(self.stem(x))
        return self.fc(h.mean(axis=(2, 3)))


def main():
    rng = np.random.default_rng(0)
    net = ResNetMini()
    train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()), nn.Momentum(net.trainable_params(), 0.01, 0.9))
    x = ms.Tensor(rng.random((2, 3, 8, 8), dtype=np.float32))
    y = ms.Tensor(np.array([3, 7], np.int32))
    for step in range(2):
        print(step, train(x, y))


if __name__ == "__main__":
    main()
