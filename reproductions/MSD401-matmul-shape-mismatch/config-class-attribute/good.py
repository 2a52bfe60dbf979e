"""The hidden layer takes the 40 features the extractor emits."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class Hyper:
    IN_FEATURES = 13
    WIDTH = 40
    DROPOUT = 0.1


class HousePrice(nn.Cell):
    def __init__(self):
        super().__init__()
        self.extract = nn.Dense(Hyper.IN_FEATURES, 40)
        self.hidden = nn.Dense(Hyper.WIDTH, 16)
        self.out = nn.Dense(16, 1)

    def construct(self, x):
        return self.out(ops.relu(self.hidden(ops.relu(self.extract(x)))))


if __name__ == "__main__":
    print(HousePrice()(ms.Tensor(np.random.randn(4, 13), ms.float32)).shape)
