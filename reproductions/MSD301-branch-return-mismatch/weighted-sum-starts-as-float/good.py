"""Multi-scale perceptual loss that skips scales whose weight is zero. The running total starts
as the Python float 0.0 and becomes a tensor only when a weight (a tensor) is positive, so
graph mode must join a float with a tensor after the `if` and fails."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Parameter, Tensor

ms.set_context(mode=ms.GRAPH_MODE)


class MultiScaleLoss(nn.Cell):
    def __init__(self, weights=(1.0, 0.5, 0.0)):
        super().__init__()
        self.scales = len(weights)
        self.weights = Parameter(Tensor(weights, ms.float32), requires_grad=False)

    def construct(self, pred, target):
        loss = ops.zeros((), ms.float32)
        for i in range(self.scales):
            if self.weights[i] > 0:
                loss = loss + self.weights[i] * ops.abs(pred - target).mean()
            pred, target = ops.avg_pool2d(pred, 2), ops.avg_pool2d(target, 2)
        return loss


if __name__ == "__main__":
    rng = np.random.default_rng(0)
    pred = ms.Tensor(rng.standard_normal((1, 1, 16, 16)), ms.float32)
    target = ms.Tensor(rng.standard_normal((1, 1, 16, 16)), ms.float32)
    print(MultiScaleLoss()(pred, target))
