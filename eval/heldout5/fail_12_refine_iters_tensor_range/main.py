import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms

import config
from model import DepthRefiner

ms.set_context(mode=ms.GRAPH_MODE)


def make_inputs(rng):
    image = rng.random((1, 3, config.HEIGHT, config.WIDTH), dtype=np.float32)
    init = np.full((1, 1, config.HEIGHT, config.WIDTH), 0.5, np.float32)
    return ms.Tensor(image), ms.Tensor(init)


def main():
    rng = np.random.default_rng(0)
    net = DepthRefiner()
    net.set_train(False)
    # iteration count as a runtime input, so evaluation can use more iterations than training
    num_iters = ms.Tensor(config.REFINE["iters"], ms.int32)  # ROOT
    image, init = make_inputs(rng)
    depth = net(image, init, num_iters)
    print("mean refined depth", float(depth.mean().asnumpy()))


if __name__ == "__main__":
    main()
