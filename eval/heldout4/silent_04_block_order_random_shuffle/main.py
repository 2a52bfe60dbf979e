import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms
from mindspore import Tensor

from model import ShuffledDepthNet


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(0)
    random.seed(3)
    rng = np.random.default_rng(0)
    net = ShuffledDepthNet(in_dim=6, dim=16, depth=4, num_classes=3)
    net.set_train(False)
    x = Tensor(rng.standard_normal((2, 6)).astype(np.float32))
    outputs = []
    for trial in range(4):
        logits = net(x).asnumpy()
        outputs.append(logits)
        print(f"trial {trial}: logits[0] = {np.array2string(logits[0], precision=4)}")
    spread = np.std(np.stack(outputs), axis=0).mean()
    print(f"order-ensemble spread: {spread:.5f}")


if __name__ == "__main__":
    main()
