import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

from model import LinearForecaster

WINDOW = {"lookback": 24, "horizon": 6, "sensors": 5, "batch": 4}


def make_windows(rng):
    t = np.arange(WINDOW["lookback"] + WINDOW["horizon"])
    base = np.sin(2 * np.pi * t / 12.0)[None, :, None]
    series = base + 0.1 * rng.standard_normal((WINDOW["batch"], len(t), WINDOW["sensors"]))
    series = series.astype(np.float32)
    return Tensor(series[:, : WINDOW["lookback"]]), Tensor(series[:, WINDOW["lookback"]:])


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    rng = np.random.default_rng(0)
    net = LinearForecaster(WINDOW["lookback"], WINDOW["horizon"])
    trainer = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), nn.Adam(net.trainable_params(), 1e-3))
    trainer.set_train()
    for step in range(2):
        past, future = make_windows(rng)
        print("step", step, "mse", trainer(past, future))


if __name__ == "__main__":
    main()
