import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms
from mindspore import nn

from config import TrainConfig
from losses import SmoothedCE

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)


class Net(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.fc = nn.Dense(cfg.dim, cfg.num_classes)

    def construct(self, x):
        return self.fc(x)


def main():
    cfg = TrainConfig()
    rng = np.random.default_rng(0)
    x = ms.Tensor(rng.standard_normal((4, cfg.dim)).astype(np.float32))
    y = ms.Tensor(np.array([0, 1, 2, 3], np.int32))
    net = Net(cfg)
    loss_cell = nn.WithLossCell(net, SmoothedCE(cfg))
    loss_cell.set_train(False)
    for epoch in range(cfg.epochs):
        cfg.anneal(epoch)
        print(f"epoch {epoch} label_smoothing {cfg.label_smoothing:.2f} loss {float(loss_cell(x, y)):.4f}")


if __name__ == "__main__":
    main()
