"""A transformer block builds its feed-forward sub-layer with the two sizes in the wrong order:
FeedForward takes (dim, hidden). Its first Dense then expects 64 features and gets 32."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class FeedForward(nn.Cell):
    def __init__(self, dim, hidden):
        super().__init__()
        self.up = nn.Dense(dim, hidden)
        self.down = nn.Dense(hidden, dim)

    def construct(self, x):
        return self.down(ops.gelu(self.up(x)))


class Block(nn.Cell):
    def __init__(self, dim, hidden):
        super().__init__()
        self.norm = nn.LayerNorm((dim,))
        self.ffn = FeedForward(hidden, dim)  # expect: MSD401

    def construct(self, x):
        return x + self.ffn(self.norm(x))


if __name__ == "__main__":
    tokens = ms.Tensor(np.random.randn(2, 10, 32), ms.float32)
    print(Block(32, 64)(tokens).shape)
