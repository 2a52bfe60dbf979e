"""A transformer block whose fused, normalised projection is built for two parts (keys and values) while
its construct splits the output into query, key and value sections of the model width."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class Block(nn.Cell):
    def __init__(self, width, heads):
        super().__init__()
        self.width, self.heads = width, heads
        self.in_proj = nn.Dense(width, width * 3)
        self.norm = nn.LayerNorm((self.in_proj.out_channels,))
        self.out_proj = nn.Dense(width, width)

    def construct(self, x):
        b, t, _ = x.shape
        packed = self.norm(self.in_proj(x))
        q, k, v = ops.split(packed, [self.width, self.width, self.width], axis=-1)
        q = q.reshape(b, t, self.heads, -1).swapaxes(1, 2)
        k = k.reshape(b, t, self.heads, -1).swapaxes(1, 2)
        v = v.reshape(b, t, self.heads, -1).swapaxes(1, 2)
        att = ops.softmax(ops.matmul(q, k.swapaxes(-1, -2)) / (self.width // self.heads) ** 0.5, -1)
        return x + self.out_proj(ops.matmul(att, v).swapaxes(1, 2).reshape(b, t, self.width))


if __name__ == "__main__":
    np.random.seed(0)
    block = Block(24, 3)
    print(block(ms.Tensor(np.random.randn(2, 6, 24), ms.float32)).shape)
