"""Incremental decoding: the key/value cache is passed in and returned as tensors."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class CachedAttention(nn.Cell):
    def __init__(self, dim):
        super().__init__()
        self.k = nn.Dense(dim, dim)
        self.v = nn.Dense(dim, dim)

    def construct(self, x, past_k, past_v):
        k = ops.concat((past_k, self.k(x)), 1)
        v = ops.concat((past_v, self.v(x)), 1)
        scores = ops.softmax((x * k).sum(-1, keepdims=True), 1)
        return (scores * v).sum(1), k, v


if __name__ == "__main__":
    np.random.seed(0)
    attn = CachedAttention(8)
    past_k = past_v = ms.Tensor(np.zeros((1, 0, 8)), ms.float32)
    for step in range(3):
        out, past_k, past_v = attn(ms.Tensor(np.random.randn(1, 1, 8), ms.float32), past_k, past_v)
    print("cached steps:", past_k.shape[1])
