import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms
from mindspore import nn

from metrics import STATS, reset
from model import CharLM

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)


def main():
    rng = np.random.default_rng(0)
    lm = CharLM()
    loss_fn = nn.CrossEntropyLoss()

    class WithLoss(nn.Cell):
        def __init__(self, net):
            super().__init__()
            self.net = net

        def construct(self, x, y):
            logits = self.net(x)
            return loss_fn(logits.reshape(-1, logits.shape[-1]), y.reshape(-1))

    train = nn.TrainOneStepCell(WithLoss(lm), nn.Adam(lm.trainable_params(), 1e-2))
    reset()
    for step in range(3):
        ids = rng.integers(0, 20, (2, 6)).astype(np.int32)
        loss = train(ms.Tensor(ids[:, :-1]), ms.Tensor(ids[:, 1:]))
        STATS["batches"] += 1
        print(f"step {step} loss {float(loss):.4f}")
    print(f"trained on {STATS['tokens']} tokens in {STATS['batches']} batches")


if __name__ == "__main__":
    main()
