import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import mindspore as ms
from mindspore import nn

from data import N_SENSORS, har_batch
from model import HARNet

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)


def main():
    net = HARNet(N_SENSORS)
    opt = nn.Adam(net.trainable_params(), 1e-3)
    loss_fn = nn.CrossEntropyLoss()

    def forward(x, y):
        return loss_fn(net(x), y)

    grad_fn = ms.value_and_grad(forward, None, opt.parameters)

    @ms.jit
    def train_step(x, y):
        loss, grads = grad_fn(x, y)
        opt(grads)
        return loss

    for step in range(2):
        x, y = har_batch(4, seed=step)
        print(step, train_step(x, y))


if __name__ == "__main__":
    main()
