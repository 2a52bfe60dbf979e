"""Both branches give a tensor: the else branch makes a zero tensor."""
import numpy as np
import mindspore as ms
from mindspore import Parameter, Tensor, nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class PenalisedLoss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.coef = Parameter(Tensor(0.01, ms.float32), name="coef")

    def construct(self, x, y):
        err = ((self.net(x) - y) ** 2).mean()
        if self.coef > 0:
            penalty = self.coef * (self.net.weight ** 2).sum()
        else:
            penalty = ops.zeros((), ms.float32)
        return err + penalty


if __name__ == "__main__":
    loss = PenalisedLoss(nn.Dense(3, 1))
    x, y = Tensor(np.random.randn(4, 3), ms.float32), Tensor(np.random.randn(4, 1), ms.float32)
    print(loss(x, y))
