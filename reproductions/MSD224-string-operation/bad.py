"""Repeated block that prints a tag with its index while tracing; the index is an int added to a
string."""
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
        tag = "block" + self.index  # expect: MSD224
        ops.print_(tag, x.shape)
        return self.fc(x)


if __name__ == "__main__":
    np.random.seed(0)
    print(TaggedBlock(4, 3)(ms.Tensor(np.random.randn(2, 4), ms.float32)).shape)
