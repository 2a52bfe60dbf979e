"""The weight-decay factor goes into the loss as an input, so each step uses the current one."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


def train(epochs=3):
    ms.set_seed(1)
    net = nn.Dense(4, 1)
    optimizer = nn.SGD(net.trainable_params(), learning_rate=0.05)

    def loss_fn(x, y, l2):
        penalty = ops.sum(net.weight ** 2)
        return ops.mse_loss(net(x), y) + l2 * penalty

    grad_fn = ms.value_and_grad(loss_fn, None, optimizer.parameters)
    x = ms.Tensor(np.linspace(-1, 1, 32).reshape(8, 4), ms.float32)
    y = ms.Tensor(np.ones((8, 1)), ms.float32)
    for epoch in range(epochs):
        l2 = 0.1 / (10 ** epoch)
        loss, grads = grad_fn(x, y, ms.Tensor(l2, ms.float32))
        optimizer(grads)
        print(f"epoch {epoch} l2 {l2:g} loss {float(loss):.4f}")


if __name__ == "__main__":
    train()
