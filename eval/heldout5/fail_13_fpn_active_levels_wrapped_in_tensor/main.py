import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms
from mindspore import nn

from config import FPNConfig
from model import PooledFPNClassifier

ms.set_context(mode=ms.GRAPH_MODE)


def main():
    cfg = FPNConfig()
    net = PooledFPNClassifier(cfg)
    train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()),
                                nn.SGD(net.trainable_params(), learning_rate=0.01))
    train.set_train()
    rng = np.random.default_rng(0)
    x = ms.Tensor(rng.random((2, 3, 16, 16), dtype=np.float32))
    y = ms.Tensor(rng.integers(0, cfg.num_classes, 2).astype(np.int32))
    print("loss", train(x, y))


if __name__ == "__main__":
    main()
