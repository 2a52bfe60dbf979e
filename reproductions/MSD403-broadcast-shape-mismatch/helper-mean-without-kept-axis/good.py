"""Instance normalisation of sensor windows before a forecaster: the helper's mean drops the time
axis, and subtracting it from the window cannot broadcast."""
import numpy as np
import mindspore as ms
from mindspore import nn

from window_stats_good import window_mean

ms.set_context(mode=ms.GRAPH_MODE)


class Forecaster(nn.Cell):
    def __init__(self, signals=6, horizon=4):
        super().__init__()
        self.head = nn.Dense(signals, horizon)

    def construct(self, x):
        centred = x - window_mean(x)
        return self.head(centred[:, -1])


if __name__ == "__main__":
    np.random.seed(0)
    x = ms.Tensor(np.random.randn(8, 24, 6), ms.float32)
    print(Forecaster()(x).shape)
