"""Multi-scale reconstruction loss: L1 at full size plus L1 at each coarser level of a 2x max-pool
pyramid, recursing while levels remain. The level count is passed in as a tensor made from a
Python number, so the stop test is a tensor: graph mode inlines level after level and the pooling
runs out of pixels."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)

SCALES = {"levels": 3, "size": 16}


class MultiScaleL1(nn.Cell):
    def __init__(self):
        super().__init__()
        self.down = nn.MaxPool2d(2, 2)

    def level(self, pred, target, remaining):
        error = ops.abs(pred - target).mean()
        if remaining == 0:
            return error
        return error + 0.5 * self.level(self.down(pred), self.down(target), remaining - 1)

    def construct(self, pred, target, remaining):
        return self.level(pred, target, remaining)


if __name__ == "__main__":
    np.random.seed(0)
    size = SCALES["size"]
    pred = ms.Tensor(np.random.rand(2, 3, size, size), ms.float32)
    target = ms.Tensor(np.random.rand(2, 3, size, size), ms.float32)
    levels = ms.Tensor(SCALES["levels"], ms.int32)  # expect: MSD303
    print(MultiScaleL1()(pred, target, levels))
