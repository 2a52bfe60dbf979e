"""A pooling head normalises over the last axis of its (batch, tokens) scores."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)

POOL_AXIS = -1


class AttentionPool(nn.Cell):
    def __init__(self, dim):
        super().__init__()
        self.score = nn.Dense(dim, 1)

    def construct(self, x):
        weights = ops.softmax(self.score(x).squeeze(-1), axis=POOL_AXIS)
        return (weights.expand_dims(-1) * x).sum(axis=1)


if __name__ == "__main__":
    x = ms.Tensor(np.random.randn(2, 5, 8), ms.float32)
    print(AttentionPool(8)(x).shape)
