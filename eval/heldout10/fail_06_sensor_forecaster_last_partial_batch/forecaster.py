from mindspore import nn, ops


class ChannelMixer(nn.Cell):
    """Per-series temporal MLP followed by a cross-series linear head."""

    def __init__(self, cfg):
        super().__init__()
        self.batch_size = cfg.batch_size
        self.n_series = cfg.n_series
        self.hidden = cfg.hidden
        self.horizon = cfg.horizon
        self.temporal = nn.SequentialCell(nn.Dense(cfg.window, cfg.hidden), nn.GELU())
        self.head = nn.Dense(cfg.n_series * cfg.hidden, cfg.n_series * cfg.horizon)

    def construct(self, x):
        h = self.temporal(x.transpose(0, 2, 1))                     # (B, series, hidden)
        h = ops.reshape(h, (self.batch_size, self.n_series * self.hidden))
        out = self.head(h)
        return out.reshape(self.batch_size, self.horizon, self.n_series)
