"""Autoregressive forecaster whose horizon is a Python int, so graph mode unrolls that many steps."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class RollingForecaster(nn.Cell):
    def __init__(self, window=8, hidden=16, horizon=4):
        super().__init__()
        self.step = nn.SequentialCell(nn.Dense(window, hidden), nn.ReLU(), nn.Dense(hidden, 1))
        self.horizon = horizon

    def construct(self, history):
        predictions = []
        for _ in range(self.horizon):
            nxt = self.step(history)
            predictions.append(nxt)
            history = ops.concat((history[:, 1:], nxt), axis=1)
        return ops.concat(predictions, axis=1)


if __name__ == "__main__":
    np.random.seed(0)
    print(RollingForecaster()(ms.Tensor(np.random.randn(3, 8), ms.float32)).shape)
