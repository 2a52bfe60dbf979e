"""A running-average helper written as a Cell and decorated with `@ms.jit_class`, which is for
plain classes; MindSpore refuses it as soon as the class is defined."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)

class RunningMean(nn.Cell):
    def __init__(self, size, momentum=0.9):
        super().__init__()
        self.momentum = momentum
        self.mean = ms.Parameter(ms.Tensor(np.zeros(size, np.float32)), name="mean", requires_grad=False)

    def construct(self, x):
        ops.assign(self.mean, self.momentum * self.mean + (1 - self.momentum) * x.mean(axis=0))
        return self.mean

if __name__ == "__main__":
    tracker = RunningMean(3)
    print(tracker(ms.Tensor(np.ones((4, 3), np.float32))))
