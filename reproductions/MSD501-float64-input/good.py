"""Regression MLP fed straight from numpy: the float64 numpy data is
converted to float32 when the Tensor is built."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class ResidualMLP(nn.Cell):
    def __init__(self, dim):
        super().__init__()
        self.fc1 = nn.Dense(dim, dim)
        self.fc2 = nn.Dense(dim, dim)

    def construct(self, x):
        return x + self.fc2(ops.relu(self.fc1(x)))


class Regressor(nn.Cell):
    def __init__(self, in_dim=8, dim=32):
        super().__init__()
        self.inp = nn.Dense(in_dim, dim)
        self.body = ResidualMLP(dim)
        self.out = nn.Dense(dim, 1)

    def construct(self, x):
        return self.out(self.body(self.inp(x)))


if __name__ == "__main__":
    np.random.seed(0)
    model = Regressor()
    features = ms.Tensor(np.random.randn(16, 8), ms.float32)
    print(model(features).shape)
