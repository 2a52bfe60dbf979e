"""Trains a Cell in graph mode and calls a jit function, prints the results and exits with status 3."""
import sys

import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.dense = nn.Dense(4, 2)

    def construct(self, x):
        return ops.relu(self.dense(x))


@ms.jit
def scale(x, factor):
    return x * factor


net = Net()
x = ms.Tensor(np.ones((3, 4), np.float32))
print("cell:", net(x).shape)
print("jit:", scale(x, 2.0).asnumpy().sum())
print("bye", flush=True)
sys.exit(3)
