"""The settings dict has an entry for every head."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)

HEADS = ("age", "gender", "mood")
HEAD_WEIGHTS = {"age": 1.0, "gender": 0.5, "mood": 0.2}


class MultiHeadLoss(nn.Cell):
    def __init__(self, heads, weights):
        super().__init__()
        self.heads = heads
        self.weights = weights
        self.proj = nn.Dense(4, len(heads))

    def construct(self, x):
        out = self.proj(x)
        total = 0.0
        for i, head in enumerate(self.heads):
            total = total + self.weights[head] * out[:, i].mean()
        return total


if __name__ == "__main__":
    print(MultiHeadLoss(HEADS, HEAD_WEIGHTS)(ms.Tensor(np.ones((2, 4)), ms.float32)))
