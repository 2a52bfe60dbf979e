"""Gradient clipping that builds its per-type dispatch inside construct."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class ClipByValue(nn.Cell):
    def __init__(self, limit):
        super().__init__()
        self.limit = limit
        self.map = ops.HyperMap()

    def construct(self, grads):
        clip = ops.MultitypeFuncGraph("clip")  # expect: MSD221
        return self.map(ops.partial(clip, self.limit), grads)


if __name__ == "__main__":
    np.random.seed(0)
    grads = (ms.Tensor(np.random.randn(3), ms.float32), ms.Tensor(np.random.randn(2, 2), ms.float32))
    print(ClipByValue(0.5)(grads))
