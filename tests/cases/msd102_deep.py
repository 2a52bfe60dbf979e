"""Unexpected keyword three cells below the top construct."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class FeedForward(nn.Cell):
    def __init__(self, dim):
        super().__init__()
        self.fc1 = nn.Dense(dim, dim * 2)
        self.fc2 = nn.Dense(dim * 2, dim)
        self.drop = nn.Dropout(p=0.1)

    def construct(self, x):
        return self.fc2(self.drop(ops.gelu(self.fc1(x))))


class Layer(nn.Cell):
    def __init__(self, dim):
        super().__init__()
        self.ffn = FeedForward(dim)
        self.norm = nn.LayerNorm((dim,))

    def construct(self, x, training=False):
        return self.norm(x + self.ffn(x, training=training))  # expect: MSD102


class Stack(nn.Cell):
    def __init__(self, dim, depth):
        super().__init__()
        self.layers = nn.CellList([Layer(dim) for _ in range(depth)])

    def construct(self, x):
        for layer in self.layers:
            x = layer(x)
        return x


class Model(nn.Cell):
    def __init__(self, dim=16):
        super().__init__()
        self.stack = Stack(dim, 2)
        self.head = nn.Dense(dim, 2)

    def construct(self, x):
        return self.head(self.stack(x))


if __name__ == "__main__":
    np.random.seed(0)
    model = Model()
    print(model(ms.Tensor(np.random.randn(3, 16).astype(np.float32))).shape)
