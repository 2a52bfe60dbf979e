"""A GRU that forecasts household power use from (batch, time, features) windows. The GRU is
built without `batch_first=True`, so it reads the windows as (time, batch, features); the
initial state made for the real batch size no longer matches, and the error names only the
state's axis, deep inside the recurrent primitive. The line to change is where the GRU is built."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class Forecaster(nn.Cell):
    def __init__(self, features=4, hidden=16, horizon=3):
        super().__init__()
        self.hidden = hidden
        self.gru = nn.GRU(features, hidden, num_layers=1)  # expect: MSD407
        self.head = nn.Dense(hidden, horizon)

    def construct(self, windows):
        h0 = ops.zeros((1, windows.shape[0], self.hidden), ms.float32)
        states, _ = self.gru(windows, h0)
        return self.head(states[:, -1, :])


if __name__ == "__main__":
    windows = ms.Tensor(np.random.default_rng(0).standard_normal((2, 12, 4)).astype(np.float32))
    print(Forecaster()(windows).shape)
