"""A molecular model takes forces as the gradient of its energy with respect to the inputs a
config names. The config counts `charge` as input 2, but `Energy.construct(pos, charge)` has
inputs 0 and 1; the gradient fails when it is first called. The line to change is the config."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)

GRAD_INPUTS = (0, 2)  # expect: MSD226


class Energy(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(3, 1)

    def construct(self, pos, charge):
        return (self.fc(pos) * charge).sum()


if __name__ == "__main__":
    forces = ms.grad(Energy(), grad_position=GRAD_INPUTS)
    print(forces(ops.ones((4, 3), ms.float32), ops.ones((4, 1), ms.float32)))
