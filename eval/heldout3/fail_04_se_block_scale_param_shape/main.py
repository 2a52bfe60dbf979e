import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms
from mindspore import nn

from layers import SEResBlock

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)


class TinySENet(nn.Cell):
    def __init__(self, num_classes=5):
        super().__init__()
        self.stem = nn.Conv2d(3, 8, 3, pad_mode="same")
        self.block = SEResBlock(8)
        self.head = nn.Dense(8, num_classes)

    def construct(self, x):
        h = self.block(self.stem(x))
        return self.head(h.mean(axis=(2, 3)))


def main():
    rng = np.random.default_rng(0)
    x = ms.Tensor(rng.random((2, 3, 6, 6), dtype=np.float32))
    y = ms.Tensor(np.array([1, 3], np.int32))
    net = TinySENet()
    loss_fn = nn.CrossEntropyLoss()
    opt = nn.Adam(net.trainable_params(), 1e-3)

    def forward(x, y):
        return loss_fn(net(x), y)

    grad_fn = ms.value_and_grad(forward, None, opt.parameters)

    @ms.jit
    def train_step(x, y):
        loss, grads = grad_fn(x, y)
        opt(grads)
        return loss

    for step in range(2):
        print(step, train_step(x, y))


if __name__ == "__main__":
    main()
