"""Incremental decoding: every attention layer gets the same cache dict from its parent and
writes its keys into it in construct. In graph mode the write is dropped: the cache stays empty."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops


class CachedAttention(nn.Cell):
    def __init__(self, dim, name, cache):
        super().__init__()
        self.k = nn.Dense(dim, dim)
        self.key = name
        self.cache = cache

    def construct(self, x):
        k = self.k(x)
        if self.key in self.cache:
            k = ops.concat((self.cache[self.key], k), axis=1)
        self.cache[self.key] = k  # expect: MSD703
        return ops.matmul(x, k.swapaxes(1, 2))


class Decoder(nn.Cell):
    def __init__(self, dim):
        super().__init__()
        self.cache = {}
        self.attn = CachedAttention(dim, "layer0", self.cache)

    def construct(self, x):
        return self.attn(x)


if __name__ == "__main__":
    ms.set_context(mode=ms.GRAPH_MODE)
    np.random.seed(0)
    decoder = Decoder(4)
    for step in range(3):
        out = decoder(ms.Tensor(np.random.randn(1, 1, 4), ms.float32))
        print(step, out.shape, len(decoder.cache))
