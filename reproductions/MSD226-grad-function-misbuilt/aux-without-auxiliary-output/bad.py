"""A train step whose loss function returns the loss alone, differentiated as if it also returned
auxiliary outputs."""
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)


def make_step(net, optimizer):
    loss_fn = nn.MSELoss()

    def forward(x, y):
        return loss_fn(net(x), y)

    grad_fn = ms.value_and_grad(forward, None, optimizer.parameters, has_aux=True)  # expect: MSD226

    @ms.jit
    def step(x, y):
        loss, grads = grad_fn(x, y)
        optimizer(grads)
        return loss

    return step


if __name__ == "__main__":
    net = nn.Dense(4, 1)
    step = make_step(net, nn.SGD(net.trainable_params(), 0.01))
    x = ms.Tensor(np.random.randn(8, 4).astype(np.float32))
    y = ms.Tensor(np.random.randn(8, 1).astype(np.float32))
    print(step(x, y))
