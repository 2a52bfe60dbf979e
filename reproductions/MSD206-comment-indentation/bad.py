"""Residual MLP block edited in a hurry: a comment pasted at column 0 inside `construct`.
Python does not mind; MindSpore's parser of the function's source does."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class ResidualMLP(nn.Cell):
    def __init__(self, dim=16, hidden=32):
        super().__init__()
        self.fc1 = nn.Dense(dim, hidden)
        self.fc2 = nn.Dense(hidden, dim)
        self.norm = nn.LayerNorm((dim,))

    def construct(self, x):
        h = self.fc2(ops.gelu(self.fc1(x)))
# TODO: try pre-norm here  # expect: MSD206
        return self.norm(x + h)


if __name__ == "__main__":
    np.random.seed(0)
    print(ResidualMLP()(ms.Tensor(np.random.randn(4, 16), ms.float32)).shape)
