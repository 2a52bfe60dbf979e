from mindspore import nn

from layers import CovariateEncoder


class DemandForecaster(nn.Cell):
    def __init__(self, n_dynamic, n_static, hidden):
        super().__init__()
        self.encoder = CovariateEncoder(n_dynamic, n_static, hidden)
        self.head = nn.Dense(hidden, 1)

    def construct(self, history, store):
        return self.head(self.encoder(history, store))


class ForecastLoss(nn.Cell):
    def __init__(self, net):
        super().__init__(auto_prefix=False)
        self.net = net
        self.l1 = nn.L1Loss()

    def construct(self, history, store, target):
        return self.l1(self.net(history, store), target)
