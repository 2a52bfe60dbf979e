"""A multi-head model weighs each head's loss from a settings dict; the dict has no entry for one
of the heads the model lists, and graph mode fails on the lookup inside the loss. The key is
not misspelt: the line to change is the dict."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)

HEADS = ("age", "gender", "mood")
HEAD_WEIGHTS = {"age": 1.0, "gender": 0.5}  # expect: MSD216


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
