"""The blocked senders are a mask Parameter of the cell, changed with `set_data`: the compiled
graph reads its current value at every call."""
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)

SENDERS = ["ads", "bank", "friend", "promo"]


class SpamFilter(nn.Cell):
    def __init__(self):
        super().__init__()
        self.score = nn.Dense(4, 4, weight_init="ones", bias_init="zeros")
        self.keep = ms.Parameter(ms.Tensor([0.0, 1.0, 1.0, 1.0], ms.float32), requires_grad=False)

    def construct(self, x):
        return self.score(x) * self.keep


if __name__ == "__main__":
    spam = SpamFilter()
    x = ms.Tensor(np.ones((1, 4), np.float32))
    print("before", spam(x).asnumpy().tolist())
    spam.keep.set_data(ms.Tensor([0.0, 1.0, 1.0, 0.0], ms.float32))
    print("after ", spam(x).asnumpy().tolist())
