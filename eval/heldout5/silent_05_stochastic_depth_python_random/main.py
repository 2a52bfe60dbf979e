import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms

from model import DeepResMLP

ms.set_context(mode=ms.GRAPH_MODE)


def main():
    random.seed(1)
    ms.set_seed(0)
    net = DeepResMLP()
    net.set_train()
    x = ms.Tensor(np.ones((2, 8), np.float32))
    for step in range(4):
        out = net(x)
        print(f"step {step}: output mean {float(out.mean().asnumpy()):.4f}")


if __name__ == "__main__":
    main()
