import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms

from model import SpeechPooler

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)


def main():
    rng = np.random.default_rng(0)
    feats = ms.Tensor(rng.standard_normal((2, 4, 16)).astype(np.float32))
    net = SpeechPooler()
    net.set_train(False)
    print(net(feats))


if __name__ == "__main__":
    main()
