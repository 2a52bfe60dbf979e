import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms
from mindspore import nn

from config import MODEL, TRAIN
from model import MobileNetTiny

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)


def main():
    rng = np.random.default_rng(0)
    net = MobileNetTiny(MODEL)
    train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()),
                                nn.Momentum(net.trainable_params(), TRAIN["lr"], 0.9))
    size = TRAIN["image_size"]
    for step in range(TRAIN["steps"]):
        x = ms.Tensor(rng.random((TRAIN["batch_size"], 3, size, size), dtype=np.float32))
        y = ms.Tensor(rng.integers(0, MODEL["num_classes"], TRAIN["batch_size"]).astype(np.int32))
        print(step, train(x, y))


if __name__ == "__main__":
    main()
