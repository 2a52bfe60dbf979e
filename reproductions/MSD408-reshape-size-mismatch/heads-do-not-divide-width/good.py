"""Small transformer block configured with a dataclass. Six heads do not divide a width of
40: the head size rounds down to 6, and splitting the width into heads cannot hold the
input. The line to change is the config field."""
from dataclasses import dataclass

import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


@dataclass
class BlockConfig:
    width: int = 40
    heads: int = 8


class Attention(nn.Cell):
    def __init__(self, width, heads):
        super().__init__()
        self.heads = heads
        self.head_size = width // heads
        self.qkv = nn.Dense(width, 3 * width)

    def construct(self, x):
        b, t, w = x.shape
        q, k, v = ops.chunk(self.qkv(x), 3, axis=-1)
        q = q.reshape(b, t, self.heads, self.head_size).swapaxes(1, 2)
        k = k.reshape(b, t, self.heads, self.head_size).swapaxes(1, 2)
        v = v.reshape(b, t, self.heads, self.head_size).swapaxes(1, 2)
        out = ops.softmax(ops.matmul(q, k.swapaxes(-1, -2)), axis=-1) @ v
        return out.swapaxes(1, 2).reshape(b, t, w)


class Block(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.attn = Attention(cfg.width, cfg.heads)

    def construct(self, x):
        return x + self.attn(x)


if __name__ == "__main__":
    cfg = BlockConfig()
    x = ms.Tensor(np.random.default_rng(0).standard_normal((2, 5, 40)), ms.float32)
    print(Block(cfg)(x).shape)
