import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms

from model import HeadEnsemble

ms.set_context(mode=ms.GRAPH_MODE)

IN_DIM, NUM_CLASSES = 8, 4


def main():
    rng = np.random.default_rng(0)
    net = HeadEnsemble(IN_DIM, 16, NUM_CLASSES)
    net.set_train(False)
    x = ms.Tensor(rng.standard_normal((5, IN_DIM)).astype(np.float32))
    probs = net(x)
    print("ensemble prediction", probs.argmax(axis=1))


if __name__ == "__main__":
    main()
