"""Self-attention with a fused QKV projection: the projection is chunked into the number of parts
given when the block is built, which is 2, and construct reads a third part."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class FusedAttention(nn.Cell):
    def __init__(self, dim, parts):
        super().__init__()
        self.qkv = nn.Dense(dim, dim * 3)
        self.parts = parts

    def construct(self, x):
        qkv = ops.chunk(self.qkv(x), self.parts, axis=-1)
        q, k, v = qkv[0], qkv[1], qkv[2]
        weights = ops.softmax(ops.matmul(q, k.swapaxes(-1, -2)), axis=-1)
        return ops.matmul(weights, v)


if __name__ == "__main__":
    np.random.seed(0)
    block = FusedAttention(4, parts=2)  # expect: MSD213
    print(block(ms.Tensor(np.random.randn(2, 3, 4), ms.float32)).shape)
