from mindspore import nn, ops

from utils import window_mean, window_scale


class RevIN(nn.Cell):
    """Reversible instance normalisation over the look-back window."""

    def __init__(self, eps=1e-5):
        super().__init__()
        self.eps = eps

    def construct(self, x):
        scale = window_scale(x, self.eps)
        x = (x - window_mean(x)) / scale
        return x


class PowerForecaster(nn.Cell):
    def __init__(self, n_signals, hidden, horizon):
        super().__init__()
        self.norm = RevIN()
        self.gru = nn.GRU(n_signals, hidden, batch_first=True)
        self.head = nn.Dense(hidden, horizon)

    def construct(self, x):
        x = self.norm(x)
        out, _ = self.gru(x)
        return self.head(out[:, -1, :])
