"""A regression trainer written as one function: the loss it hands to `value_and_grad` closes over
`l2`, a weight-decay factor the epoch loop lowers. In graph mode the loss is compiled at the first
step with l2 = 0.1 and keeps it: rebinding the enclosing function's variable changes nothing.
The line to change is the loss's read of `l2`."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


def train(epochs=3):
    ms.set_seed(1)
    net = nn.Dense(4, 1)
    optimizer = nn.SGD(net.trainable_params(), learning_rate=0.05)
    l2 = 0.1

    def loss_fn(x, y):
        penalty = ops.sum(net.weight ** 2)
        return ops.mse_loss(net(x), y) + l2 * penalty  # expect: MSD708

    grad_fn = ms.value_and_grad(loss_fn, None, optimizer.parameters)
    x = ms.Tensor(np.linspace(-1, 1, 32).reshape(8, 4), ms.float32)
    y = ms.Tensor(np.ones((8, 1)), ms.float32)
    for epoch in range(epochs):
        l2 = 0.1 / (10 ** epoch)
        loss, grads = grad_fn(x, y)
        optimizer(grads)
        print(f"epoch {epoch} l2 {l2:g} loss {float(loss):.4f}")


if __name__ == "__main__":
    train()
