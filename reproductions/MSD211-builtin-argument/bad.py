"""Refinement block applied a number of rounds derived from the depth: `/` makes the count a
float, and `range()` in construct rejects it while the graph compiles."""
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)


class Refiner(nn.Cell):
    def __init__(self, dim, depth):
        super().__init__()
        self.proj = nn.Dense(dim, dim)
        self.act = nn.GELU()
        self.rounds = depth / 2  # expect: MSD211

    def construct(self, x):
        for _ in range(self.rounds):
            x = x + self.act(self.proj(x))
        return x


if __name__ == "__main__":
    np.random.seed(0)
    print(Refiner(4, depth=4)(ms.Tensor(np.random.randn(2, 4), ms.float32)).shape)
