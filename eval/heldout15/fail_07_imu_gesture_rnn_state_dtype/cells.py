import numpy as np
import mindspore as ms
import mindspore.nn as nn
from mindspore import ops


class IndRNNCell(nn.Cell):
    """Independently recurrent cell: h_t = relu(W x_t + u * h_{t-1} + b)."""

    def __init__(self, in_dim, hidden):
        super().__init__()
        self.inp = nn.Dense(in_dim, hidden)
        self.recurrent = ms.Parameter(ms.Tensor(np.full((hidden,), 0.5, np.float32)), name="recurrent")

    def construct(self, x_t, h):
        return ops.relu(self.inp(x_t) + self.recurrent * h)


class GestureNet(nn.Cell):
    def __init__(self, in_dim, hidden, num_classes, steps, state_dtype):
        super().__init__()
        self.cell = IndRNNCell(in_dim, hidden)
        self.hidden = hidden
        self.steps = steps
        self.state_dtype = state_dtype
        self.head = nn.Dense(hidden, num_classes)

    def construct(self, x):
        h = ops.zeros((x.shape[0], self.hidden), self.state_dtype)
        for t in range(self.steps):
            h = self.cell(x[:, t, :], h)
        return self.head(h)
