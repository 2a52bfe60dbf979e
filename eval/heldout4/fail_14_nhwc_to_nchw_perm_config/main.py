import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

import config as cfg
from data import decode_images, preprocess
from model import SmallCNN


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    rng = np.random.default_rng(0)
    net = SmallCNN(cfg.NUM_CLASSES)
    train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()),
                                nn.SGD(net.trainable_params(), learning_rate=0.01))
    train.set_train()
    for step in range(2):
        x = Tensor(preprocess(decode_images(cfg.BATCH_SIZE, rng)))
        y = Tensor(rng.integers(0, cfg.NUM_CLASSES, cfg.BATCH_SIZE).astype(np.int32))
        print("step", step, "loss", train(x, y))


if __name__ == "__main__":
    main()
