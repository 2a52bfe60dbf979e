"""Optional residual added unconditionally; caller passes nothing."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class GatedUnit(nn.Cell):
    def __init__(self, dim=8):
        super().__init__()
        self.fc = nn.Dense(dim, dim)

    def construct(self, x, residual=None):
        return ops.add(self.fc(x), residual)  # expect: MSD505


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.unit = GatedUnit()

    def construct(self, x):
        return self.unit(x)


if __name__ == "__main__":
    np.random.seed(0)
    print(Net()(ms.Tensor(np.random.randn(2, 8).astype(np.float32))).shape)
