import numpy as np
import mindspore as ms
import mindspore.nn as nn
from mindspore import ops
from mindspore.common.initializer import initializer, HeUniform


class MaskedDense(nn.Cell):
    """Dense layer whose weight is multiplied by a 0/1 pruning mask."""

    def __init__(self, in_dim, out_dim, activation=None):
        super().__init__()
        self.weight = ms.Parameter(initializer(HeUniform(), (out_dim, in_dim), ms.float32), name="weight")
        self.bias = ms.Parameter(ms.Tensor(np.zeros(out_dim, np.float32)), name="bias")
        self.mask = ms.Tensor(np.ones((out_dim, in_dim), np.float32))
        self.activation = activation

    def construct(self, x):
        w = self.weight * self.mask  # ROOT
        y = ops.matmul(x, w.T) + self.bias
        return self.activation(y) if self.activation is not None else y


class TinyKWS(nn.Cell):
    def __init__(self, in_dim, hidden, n_out):
        super().__init__()
        self.fc1 = MaskedDense(in_dim, hidden, nn.ReLU())
        self.fc2 = MaskedDense(hidden, hidden, nn.ReLU())
        self.fc3 = MaskedDense(hidden, n_out)

    def construct(self, x):
        return self.fc3(self.fc2(self.fc1(x)))

    def masked_layers(self):
        return [self.fc1, self.fc2, self.fc3]
