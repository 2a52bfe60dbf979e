import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

from model import WineMLP
from monitor import DeadUnitMonitor


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(0)
    rng = np.random.default_rng(0)
    net = WineMLP()
    monitor = DeadUnitMonitor()
    monitor.attach(net)
    trainer = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()),
                                  nn.SGD(net.trainable_params(), learning_rate=0.1))
    trainer.set_train()
    for step in range(3):
        x = Tensor(rng.standard_normal((16, 11)).astype(np.float32))
        y = Tensor(rng.integers(0, 3, size=16).astype(np.int32))
        trainer(x, y)
    print("dead-unit report:", monitor.report())


if __name__ == "__main__":
    main()
