import mindspore as ms
from mindspore import nn, ops


class LeftPadContext(nn.Cell):
    def __init__(self, context_len):
        super().__init__()
        self.context_len = context_len

    def construct(self, x):
        b, t, c = x.shape
        pad = ops.zeros((b, self.context_len - t, c), x.dtype)
        return ops.cat((pad, x), axis=1)


class MLPForecaster(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.pad = LeftPadContext(cfg.context_len)
        self.encoder = nn.SequentialCell(
            nn.Dense(cfg.context_len * cfg.channels, cfg.d_model * 2), nn.ReLU(),
            nn.Dense(cfg.d_model * 2, cfg.d_model), nn.ReLU(),
        )
        self.head = nn.Dense(cfg.d_model, cfg.horizon * cfg.channels)
        self.cfg = cfg

    def construct(self, x):
        x = self.pad(x)
        b = x.shape[0]
        h = self.encoder(x.reshape(b, -1))
        return self.head(h).reshape(b, self.cfg.horizon, self.cfg.channels)
