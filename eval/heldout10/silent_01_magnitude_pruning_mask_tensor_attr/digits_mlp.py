import numpy as np
from mindspore import nn

from prune import MaskedDense


class PrunableMLP(nn.Cell):
    def __init__(self, n_in=64, hidden=64, n_out=10):
        super().__init__()
        self.fc1 = MaskedDense(n_in, hidden)
        self.fc2 = MaskedDense(hidden, n_out)
        self.act = nn.ReLU()

    def construct(self, x):
        h, a1 = self.fc1(x)
        y, a2 = self.fc2(self.act(h))
        return y, (a1 + a2) / 2


class LossWithSparsity(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.ce = nn.CrossEntropyLoss()

    def construct(self, x, y):
        logits, active = self.net(x)
        return self.ce(logits, y), active


def fake_digits(n, seed=0):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 10, size=n)
    protos = rng.normal(size=(10, 64))
    x = protos[y] + 0.5 * rng.normal(size=(n, 64))
    return x.astype(np.float32), y.astype(np.int32)
