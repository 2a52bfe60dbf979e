"""Repeated block that prints a tag made of a string and its index converted to a string."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class TaggedBlock(nn.Cell):
    def __init__(self, dim, index):
        super().__init__()
        self.index = index
        self.fc = nn.Dense(dim, dim)

    def construct(self, x):
        tag = "block" + str(self.index)
        ops.print_(tag, x.shape)
        return self.fc(x)


if __name__ == "__main__":
    np.random.seed(0)
    print(TaggedBlock(4, 3)(ms.Tensor(np.random.randn(2, 4), ms.float32)).shape)
