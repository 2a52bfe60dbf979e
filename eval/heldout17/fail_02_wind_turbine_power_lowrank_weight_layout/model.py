from mindspore import nn

from layers import FactorizedDense


class PowerCurveNet(nn.Cell):
    def __init__(self, n_features, hidden=24, rank=4):
        super().__init__()
        self.fc1 = FactorizedDense(n_features, hidden, rank)
        self.fc2 = FactorizedDense(hidden, hidden, rank)
        self.out = nn.Dense(hidden, 1)
        self.act = nn.SiLU()

    def construct(self, x):
        x = self.act(self.fc1(x))
        x = self.act(self.fc2(x))
        return self.out(x)
