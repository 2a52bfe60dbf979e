"""The config names the inputs counted from 0."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)

GRAD_INPUTS = (0, 1)


class Energy(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(3, 1)

    def construct(self, pos, charge):
        return (self.fc(pos) * charge).sum()


if __name__ == "__main__":
    forces = ms.grad(Energy(), grad_position=GRAD_INPUTS)
    print(forces(ops.ones((4, 3), ms.float32), ops.ones((4, 1), ms.float32)))
