from mindspore import nn

from utils import init_state


class LevelForecaster(nn.Cell):
    def __init__(self, features, hidden, num_layers, horizon):
        super().__init__()
        self.hidden = hidden
        self.num_layers = num_layers
        self.gru = nn.GRU(features, hidden, num_layers=num_layers, batch_first=True)
        self.head = nn.Dense(hidden, horizon)

    def construct(self, x):
        h0 = init_state(x.shape[0], self.hidden)  # ROOT
        out, _ = self.gru(x, h0)
        return self.head(out[:, -1, :])
