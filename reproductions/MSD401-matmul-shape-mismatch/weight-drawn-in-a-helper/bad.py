"""A bilinear interaction layer for a ranking model: the weight comes from a helper that draws it
in PyTorch's (out, in) layout, while construct multiplies `x @ weight`. MindSpore reports the
MatMul of (6, 9) and (4, 9); the line to change is where the helper chose the layout."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

from init import he_normal

ms.set_context(mode=ms.GRAPH_MODE)


class Interaction(nn.Cell):
    def __init__(self, features=9, hidden=4):
        super().__init__()
        self.weight = he_normal(features, hidden, "weight")

    def construct(self, x):
        return ops.tanh(ops.matmul(x, self.weight))


if __name__ == "__main__":
    x = ms.Tensor(np.random.default_rng(1).standard_normal((6, 9)).astype(np.float32))
    print(Interaction()(x).shape)
