import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms
from mindspore import nn

import config
from model import PatchForecaster

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)


def make_series(rng):
    t = np.arange(config.SEQ_LEN + config.HORIZON, dtype=np.float32)
    phase = rng.random((config.BATCH, config.N_VARS, 1)).astype(np.float32)
    s = np.sin(0.3 * t + 6.0 * phase).astype(np.float32)
    return ms.Tensor(s[..., :config.SEQ_LEN]), ms.Tensor(s[..., config.SEQ_LEN:])


def main():
    rng = np.random.default_rng(0)
    net = PatchForecaster()
    train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), nn.Adam(net.trainable_params(), 1e-3))
    for step in range(2):
        x, y = make_series(rng)
        print(step, train(x, y))


if __name__ == "__main__":
    main()
