"""Small models with known graph-mode failures, used by the in-process tests."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops


class Head(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(16, 4)  # receives 8 features: the size to change

    def construct(self, x):
        return self.fc(x)


class Model(nn.Cell):
    def __init__(self):
        super().__init__()
        self.stem = nn.Dense(8, 8)
        self.head = Head()

    def construct(self, x):
        return self.head(self.stem(x))


class Attention(nn.Cell):
    def __init__(self):
        super().__init__()
        self.proj = nn.Dense(8, 8)

    def construct(self, query, key=None):
        return self.proj(query) + key


class Block(nn.Cell):
    def __init__(self):
        super().__init__()
        self.attn = Attention()

    def construct(self, x):
        return self.attn(x, query=x)


def batch():
    return ms.Tensor(np.ones((2, 8), np.float32))


def train_step_function(model):
    @ms.jit
    def step(x):
        return model(x).sum()

    return step


def plain_matmul(x, w):
    return ops.matmul(x, w)


def matrices():
    return ms.Tensor(np.ones((2, 3), np.float32)), ms.Tensor(np.ones((4, 5), np.float32))


class Runaway(nn.Cell):
    """Unrolls without end in graph mode; loops forever eagerly."""

    def construct(self, x):
        steps = 0
        while steps >= 0:
            steps = steps + 1
            x = x + 1
        return x
