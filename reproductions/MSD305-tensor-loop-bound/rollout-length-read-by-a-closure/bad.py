"""A physics surrogate is trained to roll a state forward for a number of steps. The rollout
length is wrapped in a tensor in main, before the loss function that reads it from main (a
closure) is given to value_and_grad and compiled in a jit train step. The cell's `range(steps)`
needs a Python int; the line to change is where the length was made a tensor."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class Rollout(nn.Cell):
    def __init__(self, width=4):
        super().__init__()
        self.step = nn.Dense(width, width)

    def construct(self, state, steps):
        for _ in range(steps):
            state = state + 0.1 * ops.tanh(self.step(state))
        return state


def main():
    net = Rollout()
    optimizer = nn.Adam(net.trainable_params(), learning_rate=1e-2)
    steps = ms.Tensor(3, ms.int32)  # expect: MSD305

    def loss_fn(start, end):
        return ops.mse_loss(net(start, steps), end)

    grad_fn = ms.value_and_grad(loss_fn, None, optimizer.parameters)

    @ms.jit
    def train_step(start, end):
        loss, grads = grad_fn(start, end)
        optimizer(grads)
        return loss

    rng = np.random.default_rng(0)
    start = ms.Tensor(rng.random((8, 4)).astype(np.float32))
    end = ms.Tensor(rng.random((8, 4)).astype(np.float32))
    print(float(train_step(start, end)))


if __name__ == "__main__":
    main()
