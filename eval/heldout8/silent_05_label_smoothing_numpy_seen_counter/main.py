import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

from losses import DecayingSmoothingLoss
from model import GestureNet

BATCH, CHANNELS, LENGTH, CLASSES = 16, 8, 32, 5


class TrainStep(nn.Cell):
    def __init__(self, loss_cell, optimizer):
        super().__init__()
        self.optimizer = optimizer
        self.grad_fn = ms.value_and_grad(loss_cell, None, optimizer.parameters, has_aux=True)

    def construct(self, x, y):
        (loss, eps), grads = self.grad_fn(x, y)
        self.optimizer(grads)
        return loss, eps


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    rng = np.random.default_rng(0)
    net = GestureNet(CHANNELS, LENGTH, CLASSES)
    loss_cell = DecayingSmoothingLoss(net, CLASSES)
    step = TrainStep(loss_cell, nn.Adam(net.trainable_params(), learning_rate=1e-3))
    for i in range(4):
        x = Tensor(rng.standard_normal((BATCH, CHANNELS, LENGTH)).astype(np.float32))
        y = Tensor(rng.integers(0, CLASSES, size=BATCH).astype(np.int32))
        loss, eps = step(x, y)
        print(f"step {i} smoothing {float(eps):.3f} samples seen {int(loss_cell.samples_seen[0])}")


if __name__ == "__main__":
    main()
