"""q, k, v unpacked from a split with only two section sizes."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class Attention(nn.Cell):
    def __init__(self, dim=16):
        super().__init__()
        self.dim = dim
        self.qkv = nn.Dense(dim, 3 * dim)

    def construct(self, x):
        q, k, v = ops.split(self.qkv(x), [self.dim, 2 * self.dim], axis=-1)  # expect: MSD405
        return ops.bmm(ops.softmax(ops.bmm(q, k.swapaxes(1, 2)), axis=-1), v)


if __name__ == "__main__":
    np.random.seed(0)
    print(Attention()(ms.Tensor(np.random.randn(2, 4, 16).astype(np.float32))).shape)
