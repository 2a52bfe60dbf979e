"""Training step compiled with @ms.jit: the data helper returns NumPy arrays, which the jit
function receives as constants instead of tensors."""
import numpy as np
import mindspore as ms
from mindspore import nn

from data import make_batch

net = nn.Dense(6, 1)
loss_fn = nn.BCEWithLogitsLoss()
optimizer = nn.SGD(net.trainable_params(), learning_rate=0.1)


def forward(x, y):
    return loss_fn(net(x), y)


grad_fn = ms.value_and_grad(forward, None, optimizer.parameters)


@ms.jit
def train_step(x, y):
    loss, grads = grad_fn(x, y)
    optimizer(grads)
    return loss


if __name__ == "__main__":
    rng = np.random.default_rng(0)
    for step in range(3):
        x, y = make_batch(rng, 8, 6)
        print(step, train_step(x, y))
