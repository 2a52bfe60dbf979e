import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms

from model import GlobalFusion

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)


def main():
    rng = np.random.default_rng(0)
    images = ms.Tensor(rng.random((2, 3, 8, 8), dtype=np.float32))
    net = GlobalFusion()
    net.set_train(False)
    logits = net(images)
    print(logits.argmax(-1))


if __name__ == "__main__":
    main()
