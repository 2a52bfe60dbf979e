import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

from config import cfg
from model import TCNClassifier


def machine_windows(rng):
    x = rng.standard_normal((cfg.batch_size, cfg.window, cfg.num_features)).astype(np.float32)
    y = rng.integers(0, cfg.num_classes, size=cfg.batch_size).astype(np.int32)
    return Tensor(x), Tensor(y)


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    rng = np.random.default_rng(0)
    net = TCNClassifier(cfg)
    trainer = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()),
                                  nn.Adam(net.trainable_params(), learning_rate=cfg.lr))
    trainer.set_train()
    for step in range(2):
        print("step", step, "loss", trainer(*machine_windows(rng)))


if __name__ == "__main__":
    main()
