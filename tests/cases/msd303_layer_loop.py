"""Weight-tied 'deep equilibrium' style model applying one block 600 times."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class TiedDeepNet(nn.Cell):
    def __init__(self, dim=8, depth=600):
        super().__init__()
        self.block = nn.Dense(dim, dim)
        self.depth = depth

    def construct(self, x):
        for _ in range(self.depth):  # expect: MSD303
            x = ops.tanh(self.block(x)) + x
        return x


if __name__ == "__main__":
    np.random.seed(0)
    print(TiedDeepNet()(ms.Tensor(np.random.randn(2, 8).astype(np.float32))).shape)
