"""A float16 adapter Parameter multiplied with float32 activations."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class Adapter(nn.Cell):
    def __init__(self, dim=16, bottleneck=4):
        super().__init__()
        self.down = ms.Parameter(ms.Tensor(np.random.randn(dim, bottleneck) * 0.01, ms.float16), name="down")  # expect: MSD504
        self.up = ms.Parameter(ms.Tensor(np.zeros((bottleneck, dim)), ms.float32), name="up")

    def construct(self, h):
        return h + ops.matmul(ops.relu(ops.matmul(h, self.down)), self.up)


class Block(nn.Cell):
    def __init__(self, dim=16):
        super().__init__()
        self.fc = nn.Dense(dim, dim)
        self.adapter = Adapter(dim)

    def construct(self, x):
        return self.adapter(ops.gelu(self.fc(x)))


if __name__ == "__main__":
    np.random.seed(0)
    print(Block()(ms.Tensor(np.random.randn(2, 16).astype(np.float32))).shape)
