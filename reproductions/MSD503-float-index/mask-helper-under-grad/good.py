"""Local attention trained with value_and_grad, with a bool window mask."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

from windows_good import outside_window

ms.set_context(mode=ms.GRAPH_MODE)


class LocalAttention(nn.Cell):
    def __init__(self, dim=8, radius=1):
        super().__init__()
        self.qk = nn.Dense(dim, 2 * dim)
        self.radius = radius

    def construct(self, x):
        q, k = ops.chunk(self.qk(x), 2, axis=-1)
        scores = ops.bmm(q, k.swapaxes(1, 2))
        scores = scores.masked_fill(outside_window(x.shape[1], self.radius), -1e9)
        return ops.bmm(ops.softmax(scores, -1), x)


model = LocalAttention()
loss_fn = nn.MSELoss()


def forward(x, target):
    return loss_fn(model(x), target)


grad_fn = ms.value_and_grad(forward, None, model.trainable_params())

if __name__ == "__main__":
    x = ms.Tensor(np.random.default_rng(0).normal(size=(2, 5, 8)), ms.float32)
    loss, grads = grad_fn(x, ops.zeros_like(x))
    print(loss)
