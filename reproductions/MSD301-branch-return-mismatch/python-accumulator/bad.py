"""Adaptive computation time: a cell keeps refining its state while the halting probability is
low, accumulating a ponder cost. The cost starts as the Python number 0, so the loop's result is
a number on one path and a tensor on the other."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class PonderCell(nn.Cell):
    def __init__(self, dim, max_steps=4):
        super().__init__()
        self.step = nn.Dense(dim, dim)
        self.halt = nn.Dense(dim, 1)
        self.max_steps = max_steps

    def construct(self, h):
        ponder_cost = 0  # expect: MSD301
        steps = ms.Tensor(0, ms.int32)
        p = ops.sigmoid(self.halt(h)).mean()
        while p < 0.9 and steps < self.max_steps:
            h = ops.tanh(self.step(h))
            ponder_cost = ponder_cost + (1.0 - p)
            p = ops.sigmoid(self.halt(h)).mean()
            steps = steps + 1
        return h, ponder_cost


if __name__ == "__main__":
    np.random.seed(0)
    h, cost = PonderCell(8)(ms.Tensor(np.random.randn(3, 8), ms.float32))
    print(h.shape, cost)
