"""Incremental decoding with a key/value cache kept in a Python dict on the attention cell. In
graph mode the writes to the dict happen while compiling, not at each step: the cache never
holds the previous steps."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class CachedAttention(nn.Cell):
    def __init__(self, dim):
        super().__init__()
        self.k = nn.Dense(dim, dim)
        self.v = nn.Dense(dim, dim)
        self.cache = {}

    def construct(self, x):
        k, v = self.k(x), self.v(x)
        self.cache["k"] = k  # expect: MSD703
        self.cache["v"] = v
        scores = ops.softmax((x * k).sum(-1, keepdims=True), 1)
        return (scores * v).sum(1)


if __name__ == "__main__":
    np.random.seed(0)
    attn = CachedAttention(8)
    for step in range(3):
        out = attn(ms.Tensor(np.random.randn(1, 1, 8), ms.float32))
    print("cached keys:", sorted(attn.cache))
