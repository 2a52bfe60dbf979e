"""A switched-off term is a zero tensor."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


def weighted(loss, weight):
    if weight <= 0:
        return ops.zeros_like(loss)
    return loss * weight


def smoothness(pred):
    return ops.abs(pred[:, 1:] - pred[:, :-1]).mean()


class DepthLoss(nn.Cell):
    def __init__(self, w_smooth=0.0):
        super().__init__()
        self.w_smooth = w_smooth

    def construct(self, pred, target):
        terms = [ops.abs(pred - target).mean(), weighted(smoothness(pred), self.w_smooth)]
        return ops.stack(terms).sum()


if __name__ == "__main__":
    rng = np.random.default_rng(0)
    pred = ms.Tensor(rng.random((2, 8)), ms.float32)
    loss = DepthLoss(w_smooth=0.0)  # smoothness switched off for this run
    print(loss(pred, ms.Tensor(rng.random((2, 8)), ms.float32)))
