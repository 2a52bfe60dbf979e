"""Self-attention over ingredients: the score product is built without `transpose_b`, so q @ k of
two (B, T, D) tensors does not fit."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class SelfAttention(nn.Cell):
    def __init__(self, dim=8):
        super().__init__()
        self.query = nn.Dense(dim, dim)
        self.key = nn.Dense(dim, dim)
        self.scores = ops.BatchMatMul(transpose_b=True)
        self.softmax = nn.Softmax(axis=-1)

    def construct(self, x):
        q, k = self.query(x), self.key(x)
        return self.softmax(self.scores(q, k))


if __name__ == "__main__":
    np.random.seed(0)
    print(SelfAttention()(ms.Tensor(np.random.randn(2, 5, 8), ms.float32)).shape)
