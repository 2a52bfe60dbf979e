"""A small regression is trained with ms.grad in a jit step. The weights to differentiate
are given as `net.get_parameters`, the method, not its result: graph mode then has to call the
method inside the compiled step, which it cannot. The line to change is where the method was
handed over without `()` (or with `trainable_params()`)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)

loss_fn = nn.MSELoss()


def make_step(net):
    def forward(x, y):
        return loss_fn(net(x), y)

    gradients = ms.grad(forward, grad_position=None, weights=net.trainable_params())

    @ms.jit
    def step(x, y):
        return gradients(x, y)

    return step


if __name__ == "__main__":
    step = make_step(nn.Dense(3, 1))
    x = ms.Tensor(np.ones((4, 3), np.float32))
    y = ms.Tensor(np.zeros((4, 1), np.float32))
    print(len(step(x, y)))
