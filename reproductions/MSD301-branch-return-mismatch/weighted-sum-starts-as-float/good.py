"""Denoiser trained with a multi-scale loss that skips scales whose weight is zero. The running
total starts as the Python float 0.0 and becomes a tensor only when a weight (a tensor) is
positive, so graph mode must join a float with a tensor after the `if`; under the training
step's gradient MindSpore reports it as "Type Join Failed" with no line of the loss."""
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


class Denoiser(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(1, 1, 3)

    def construct(self, noisy):
        return noisy - self.conv(noisy)


if __name__ == "__main__":
    rng = np.random.default_rng(0)
    noisy = ms.Tensor(rng.standard_normal((1, 1, 16, 16)), ms.float32)
    clean = ms.Tensor(rng.standard_normal((1, 1, 16, 16)), ms.float32)
    net = Denoiser()
    step = nn.TrainOneStepCell(nn.WithLossCell(net, MultiScaleLoss()), nn.SGD(net.trainable_params(), 0.01))
    print(step(noisy, clean))
