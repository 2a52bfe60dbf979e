from mindspore import nn

from layers import GatedResidualNetwork, StaticEncoder


class TinyTFT(nn.Cell):
    def __init__(self, num_inputs, num_static, dim, horizon):
        super().__init__()
        self.inp = nn.Dense(num_inputs, dim)
        self.static = StaticEncoder(num_static, dim)
        self.enrich = GatedResidualNetwork(dim, dim, 2 * dim)
        self.lstm = nn.LSTM(dim, dim, batch_first=True)
        self.post = GatedResidualNetwork(dim, dim, 2 * dim)
        self.head = nn.Dense(dim, horizon)

    def construct(self, series, static):
        ctx = self.static(static)
        h = self.enrich(self.inp(series), ctx)
        h, _ = self.lstm(h)
        h = self.post(h)  # ROOT
        return self.head(h[:, -1])
