"""A wind-turbine power forecaster trains with a jitted step over minibatches from a generator,
called in a list comprehension. The generator yields slices of the NumPy arrays, not Tensors, so
the LSTM inside the jitted step gets an external object. The line to change is the generator's
`yield`."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops


class PowerNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.rnn = nn.LSTM(3, 8, batch_first=True)
        self.head = nn.Dense(8, 1)

    def construct(self, x):
        out, _ = self.rnn(x)
        return self.head(out[:, -1])


def batches(x, y, size):
    for start in range(0, len(x), size):
        yield ms.Tensor(x[start:start + size]), ms.Tensor(y[start:start + size])


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    rng = np.random.default_rng(0)
    x = rng.normal(0, 1, (16, 6, 3)).astype(np.float32)
    y = rng.normal(0, 1, (16, 1)).astype(np.float32)
    net = PowerNet()

    @ms.jit
    def loss_of(xb, yb):
        return ops.mse_loss(net(xb), yb)

    print([float(loss_of(xb, yb)) for xb, yb in batches(x, y, 8)])


if __name__ == "__main__":
    main()
