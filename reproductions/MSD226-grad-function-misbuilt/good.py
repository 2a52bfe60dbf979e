"""A gradient-penalty term differentiates the critic with respect to its input; the gradient
function counts the critic's inputs as if `self` were the first of them."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class Penalty(nn.Cell):
    def __init__(self, critic):
        super().__init__()
        self.critic = critic
        self.input_grad = ms.grad(self.critic, grad_position=0)

    def construct(self, points):
        g = self.input_grad(points)
        return ((ops.sqrt((g * g).sum(axis=-1)) - 1.0) ** 2).mean()


if __name__ == "__main__":
    critic = nn.SequentialCell([nn.Dense(3, 8), nn.Tanh(), nn.Dense(8, 1)])
    print(Penalty(critic)(ms.Tensor(np.random.randn(4, 3).astype(np.float32))))
