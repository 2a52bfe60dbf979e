"""The batch count is kept by the training loop and handed to the loss as an input."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops


class AnnealedMarginLoss(nn.Cell):
    def __init__(self, net, steps=4):
        super().__init__()
        self.net = net
        self.steps = steps

    def construct(self, x, target, batches):
        margin = ops.relu(1.0 - batches / self.steps)
        return ops.relu(margin - self.net(x) * target).mean()


if __name__ == "__main__":
    ms.set_context(mode=ms.GRAPH_MODE)
    loss = AnnealedMarginLoss(nn.Dense(3, 1))
    x = ms.Tensor(np.random.randn(4, 3), ms.float32)
    target = ms.Tensor(np.ones((4, 1)), ms.float32)
    for step in range(3):
        loss(x, target, ms.Tensor(float(step + 1), ms.float32))
    print("batches counted:", 3)
