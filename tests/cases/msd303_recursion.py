"""Recursive helper for a tree-depth computation: recursion depth 2000."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)

NUM_STEPS = 2000


def iterate(x, n):
    if n == 0:
        return x
    return iterate(0.5 * (x + 1.0 / x), n - 1)  # expect: MSD303


class NewtonSqrt(nn.Cell):
    def construct(self, x):
        return iterate(x, NUM_STEPS)


if __name__ == "__main__":
    print(NewtonSqrt()(ms.Tensor(np.full((2, 3), 2.0, np.float32))).shape)
