import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms

from model import CascadeClassifier

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)


def main():
    rng = np.random.default_rng(0)
    x = ms.Tensor(rng.standard_normal((3, 8)).astype(np.float32))
    net = CascadeClassifier()
    net.set_train(False)
    print(net(x).argmax(-1))


if __name__ == "__main__":
    main()
