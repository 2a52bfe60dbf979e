"""A small regressor trained on windows of a sensor recording, from a loader that yields float32
tensors."""
import numpy as np
import mindspore as ms
from mindspore import nn

from loader_good import batches

ms.set_context(mode=ms.GRAPH_MODE)


class WindowRegressor(nn.Cell):
    def __init__(self, width=8, hidden=16):
        super().__init__()
        self.encode = nn.Dense(width, hidden)
        self.act = nn.ReLU()
        self.head = nn.Dense(hidden, 1)

    def construct(self, x):
        return self.head(self.act(self.encode(x))).squeeze(-1)


if __name__ == "__main__":
    signal = np.sin(np.linspace(0.0, 12.0, 96))
    model = WindowRegressor()
    for window in batches(signal, 8, 4):
        print(model(window).shape)
