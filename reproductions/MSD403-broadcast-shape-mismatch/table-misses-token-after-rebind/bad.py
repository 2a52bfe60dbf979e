"""A time-series transformer that cuts the series into windows and prepends a learned summary
token; its position table has one row per window and none for the token."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Parameter

ms.set_context(mode=ms.GRAPH_MODE)


class Windows(nn.Cell):
    def __init__(self, length, window, dim):
        super().__init__()
        self.window = window
        self.count = length // window
        self.embed = nn.Dense(window, dim)

    def construct(self, series):
        return self.embed(series.reshape(series.shape[0], self.count, self.window))


class Forecaster(nn.Cell):
    def __init__(self, length=48, window=8, dim=16):
        super().__init__()
        self.windows = Windows(length, window, dim)
        count = self.windows.count
        self.summary = Parameter(ops.zeros((1, 1, dim), ms.float32), name="summary")
        self.position = Parameter(ops.zeros((1, count, dim), ms.float32), name="position")  # expect: MSD403
        self.head = nn.Dense(dim, 1)

    def construct(self, series):
        h = self.windows(series)
        h = ops.concat((ops.tile(self.summary, (h.shape[0], 1, 1)), h), axis=1)
        h = h + self.position
        return self.head(h[:, 0])


if __name__ == "__main__":
    net = Forecaster()
    print(net(ms.Tensor(np.random.randn(4, 48).astype(np.float32))).shape)
