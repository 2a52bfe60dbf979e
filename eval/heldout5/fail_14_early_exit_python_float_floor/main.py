import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms

from config import EXIT_CFG
from model import EarlyExitNet

ms.set_context(mode=ms.GRAPH_MODE)


def main():
    net = EarlyExitNet(EXIT_CFG)
    net.set_train(False)
    x = ms.Tensor(np.random.default_rng(0).standard_normal((4, EXIT_CFG["in_dim"])).astype(np.float32))
    logits, conf = net(x)
    print("prediction", logits.argmax(axis=1), "confidence", conf)


if __name__ == "__main__":
    main()
