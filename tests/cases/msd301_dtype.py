"""Prediction head returns probabilities or int class ids depending on a
runtime flag: Float32 and Int32 branches cannot be joined."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class Head(nn.Cell):
    def __init__(self, dim=16, num_classes=4):
        super().__init__()
        self.fc = nn.Dense(dim, num_classes)

    def construct(self, x, hard):
        probs = ops.softmax(self.fc(x), axis=-1)
        if hard > 0:
            return ops.one_hot(probs.argmax(-1), 4, ms.Tensor(1, ms.int32), ms.Tensor(0, ms.int32))  # expect: MSD301
        return probs


if __name__ == "__main__":
    np.random.seed(0)
    print(Head()(ms.Tensor(np.random.randn(3, 16).astype(np.float32)), ms.Tensor(1)).shape)
