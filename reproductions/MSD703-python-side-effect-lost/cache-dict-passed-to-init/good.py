"""Incremental decoding: the cached keys go in and out of construct as tensors."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops


class CachedAttention(nn.Cell):
    def __init__(self, dim):
        super().__init__()
        self.k = nn.Dense(dim, dim)

    def construct(self, x, past):
        k = ops.concat((past, self.k(x)), axis=1)
        return ops.matmul(x, k.swapaxes(1, 2)), k


class Decoder(nn.Cell):
    def __init__(self, dim):
        super().__init__()
        self.attn = CachedAttention(dim)

    def construct(self, x, past):
        return self.attn(x, past)


if __name__ == "__main__":
    ms.set_context(mode=ms.GRAPH_MODE)
    np.random.seed(0)
    decoder = Decoder(4)
    past = ms.Tensor(np.zeros((1, 1, 4)), ms.float32)
    for step in range(3):
        out, past = decoder(ms.Tensor(np.random.randn(1, 1, 4), ms.float32), past)
        print(step, out.shape, past.shape)
