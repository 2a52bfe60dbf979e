import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms

import config
from model import Detector

ms.set_context(mode=ms.GRAPH_MODE)


def main():
    net = Detector()
    net.set_train(False)
    images = ms.Tensor(np.random.default_rng(0).random((2, 3, config.IMAGE_SIZE, config.IMAGE_SIZE),
                                                       dtype=np.float32))
    centres, scores = net(images)
    best = scores.max(axis=2)
    print("centres", centres.shape, "top score", float(best.max().asnumpy()))


if __name__ == "__main__":
    main()
