import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms
from mindspore import nn

import config
from model import DetectorHead, MultiTaskLoss

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)


def main():
    rng = np.random.default_rng(0)
    b = 3
    x = ms.Tensor(rng.standard_normal((b, config.FEAT_DIM)).astype(np.float32))
    labels = ms.Tensor(rng.integers(0, config.NUM_CLASSES, b).astype(np.int32))
    boxes = ms.Tensor(rng.random((b, 4)).astype(np.float32))
    obj = ms.Tensor(np.array([1.0, 0.0, 1.0], np.float32))
    net = DetectorHead()
    train = nn.TrainOneStepCell(MultiTaskLoss(net), nn.SGD(net.trainable_params(), 0.01))
    for step in range(2):
        print(step, train(x, labels, boxes, obj))


if __name__ == "__main__":
    main()
