"""Combining two boolean masks with Python `and`."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class RangeGate(nn.Cell):
    def __init__(self, low=-1.0, high=1.0):
        super().__init__()
        self.low = low
        self.high = high

    def construct(self, x):
        keep = (x > self.low) and (x < self.high)  # expect: MSD302
        return ops.where(keep, x, ops.zeros_like(x))


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(8, 8)
        self.gate = RangeGate()

    def construct(self, x):
        return self.gate(self.fc(x))


if __name__ == "__main__":
    np.random.seed(0)
    print(Net()(ms.Tensor(np.random.randn(4, 8).astype(np.float32))).shape)
