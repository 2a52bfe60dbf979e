import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms

import curriculum
from model import DenoisingAE

ms.set_context(mode=ms.GRAPH_MODE)


def main():
    rng = np.random.default_rng(0)
    net = DenoisingAE(8, 4)
    x = ms.Tensor(rng.standard_normal((16, 8)).astype(np.float32))
    noise = ms.Tensor(rng.standard_normal((16, 8)).astype(np.float32))
    for epoch in range(3):
        level = curriculum.advance(epoch)
        _, corruption = net(x, noise)
        print(f"epoch {epoch}: noise level {level:.1f}, corruption mse {float(corruption.asnumpy()):.3f}")


if __name__ == "__main__":
    main()
