import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms
from mindspore import Tensor

from model import ProbedMLP
from utils import activation_report


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(0)
    rng = np.random.default_rng(0)
    net = ProbedMLP(10, [16, 16, 8], 3)
    net.set_train(False)
    x = Tensor(rng.standard_normal((32, 10)).astype(np.float32))
    logits = net(x)
    print("predictions:", logits.argmax(axis=1).asnumpy()[:8].tolist())
    print(activation_report(net.activations, net.names))


if __name__ == "__main__":
    main()
