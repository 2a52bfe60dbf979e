import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms
from mindspore import nn

from layers import DropPathBlock

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)
random.seed(3)

DIM, DEPTH = 8, 4


class DeepMLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.blocks = nn.CellList([DropPathBlock(DIM, 0.1 + 0.2 * i) for i in range(DEPTH)])
        self.head = nn.Dense(DIM, 2)

    def construct(self, x):
        active = 0
        for blk in self.blocks:
            x, used = blk(x)
            active = active + used
        return self.head(x), active


def main():
    rng = np.random.default_rng(0)
    net = DeepMLP()
    net.set_train(True)
    x = ms.Tensor(rng.standard_normal((2, DIM)).astype(np.float32))
    for step in range(4):
        logits, active = net(x)
        print(f"step {step} active blocks {int(active)} logit0 {float(logits[0, 0]):.4f}")


if __name__ == "__main__":
    main()
