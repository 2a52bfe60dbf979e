"""A regression trainer builds its step in a factory. The gradient is asked for input 2 of
`forward(x, y)`, counted from 1 as if the inputs were numbered from there; the error comes when
the gradient function is first called, in the step. The line to change is the `grad_position`."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


def make_step(net, loss_fn, optimizer):
    def forward(x, y):
        return loss_fn(net(x), y)
    grad_fn = ms.value_and_grad(forward, grad_position=2, weights=optimizer.parameters)  # expect: MSD226

    def step(x, y):
        loss, (_, grads) = grad_fn(x, y)
        optimizer(grads)
        return loss
    return step


if __name__ == "__main__":
    net = nn.Dense(4, 2)
    optimizer = nn.SGD(net.trainable_params(), 0.1)
    step = make_step(net, nn.MSELoss(), optimizer)
    x = ms.Tensor(np.ones((2, 4)), ms.float32)
    print(step(x, ms.Tensor(np.zeros((2, 2)), ms.float32)))
