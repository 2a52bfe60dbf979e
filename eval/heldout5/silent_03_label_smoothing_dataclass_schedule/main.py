import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms
from mindspore import nn

from config import CFG
from losses import SmoothedCE

ms.set_context(mode=ms.GRAPH_MODE)


class Scorer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.net = nn.Dense(CFG.in_dim, CFG.num_classes)
        self.loss = SmoothedCE(CFG.num_classes)

    def construct(self, x, y):
        return self.loss(self.net(x), y)


def main():
    ms.set_seed(0)
    rng = np.random.default_rng(0)
    model = Scorer()
    x = ms.Tensor(rng.standard_normal((8, CFG.in_dim)).astype(np.float32))
    y = ms.Tensor(rng.integers(0, CFG.num_classes, 8).astype(np.int32))
    for step in range(CFG.steps):
        CFG.smoothing = CFG.smoothing_final * step / (CFG.steps - 1)
        print(f"step {step}: smoothing {CFG.smoothing:.2f} loss {float(model(x, y).asnumpy()):.4f}")


if __name__ == "__main__":
    main()
