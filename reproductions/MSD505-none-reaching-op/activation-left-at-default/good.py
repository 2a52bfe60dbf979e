"""Both blocks are built with their activation."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn

ms.set_context(mode=ms.GRAPH_MODE)


class MLPBlock(nn.Cell):
    def __init__(self, dim, hidden, activation=None):
        super().__init__()
        self.fc1 = nn.Dense(dim, hidden)
        self.act = nn.get_activation(activation)
        self.fc2 = nn.Dense(hidden, dim)

    def construct(self, x):
        return x + self.fc2(self.act(self.fc1(x)))


class Regressor(nn.Cell):
    def __init__(self, dim=8):
        super().__init__()
        self.first = MLPBlock(dim, 16, activation="gelu")
        self.second = MLPBlock(dim, 16, activation="gelu")
        self.out = nn.Dense(dim, 1)

    def construct(self, x):
        return self.out(self.second(self.first(x)))


if __name__ == "__main__":
    print(Regressor()(Tensor(np.random.randn(4, 8), ms.float32)).shape)
