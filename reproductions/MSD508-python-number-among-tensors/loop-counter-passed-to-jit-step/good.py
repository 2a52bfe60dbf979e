"""A consistency-regularised training loop ramps the weight of its unsupervised term with the
epoch. The epoch, a Python int from `range`, is passed to the `@ms.jit` step as it is; the ramp
helper then hands `ops.exp` a Python number and graph mode rejects it. The line to change is the
call that passes the loop counter, not the loop or the ramp."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)

net = nn.Dense(4, 2)
optimizer = nn.SGD(net.trainable_params(), learning_rate=0.1)


def ramp(epoch, length=5.0):
    phase = 1.0 - ops.clamp(epoch / length, 0.0, 1.0)
    return ops.exp(-5.0 * phase * phase)


def loss_fn(x, epoch):
    out = net(x)
    return ops.mean(out ** 2) * ramp(epoch)


grad_fn = ms.value_and_grad(loss_fn, None, optimizer.parameters)


@ms.jit
def train_step(x, epoch):
    loss, grads = grad_fn(x, epoch)
    optimizer(grads)
    return loss


if __name__ == "__main__":
    x = ms.Tensor(np.ones((3, 4), np.float32))
    for epoch in range(2):
        print(epoch, float(train_step(x, ms.Tensor(epoch, ms.float32))))
