"""A loss that anneals its margin by counting the batches it has seen in a NumPy array held by
the cell; graph mode runs the increment once, while compiling, and the margin never moves."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops


class AnnealedMarginLoss(nn.Cell):
    def __init__(self, net, steps=4):
        super().__init__()
        self.net = net
        self.steps = steps
        self.batches = np.zeros(1, dtype=np.float32)

    def construct(self, x, target):
        self.batches[0] += 1  # expect: MSD703
        margin = max(0.0, 1.0 - float(self.batches[0]) / self.steps)
        return ops.relu(margin - self.net(x) * target).mean()


if __name__ == "__main__":
    ms.set_context(mode=ms.GRAPH_MODE)
    loss = AnnealedMarginLoss(nn.Dense(3, 1))
    x = ms.Tensor(np.random.randn(4, 3), ms.float32)
    target = ms.Tensor(np.ones((4, 1)), ms.float32)
    for _ in range(3):
        loss(x, target)
    print("batches counted:", loss.batches[0])
