import collections

import mindspore as ms
import numpy as np
from mindspore import nn


class TrafficAutoencoder(nn.Cell):
    def __init__(self, sensors, window, hidden=64):
        super().__init__()
        self.enc = nn.SequentialCell(nn.Dense(sensors * window, hidden), nn.GELU(), nn.Dense(hidden, hidden))
        self.dec = nn.Dense(hidden, sensors * window)

    def construct(self, x):
        b = x.shape[0]
        return self.dec(self.enc(x.reshape(b, -1))).reshape(x.shape)


class MaskedHorizonLoss(nn.Cell):
    """Hide the last `ratio` of every window and score the reconstruction of the hidden part."""

    def __init__(self, net, window, ratios):
        super().__init__()
        self.net = net
        self.window = window
        self.time_idx = ms.Tensor(np.arange(window), ms.float32)
        self.ratios = collections.deque(ratios)

    def construct(self, x):
        ratio = self.ratios.popleft()  # ROOT
        hidden = (self.time_idx >= (1.0 - ratio) * self.window).astype(x.dtype)[None, None, :]
        recon = self.net(x * (1.0 - hidden))
        n_hidden = hidden.sum()
        loss = (((recon - x) ** 2) * hidden).sum() / (n_hidden * x.shape[0] * x.shape[1])
        return loss, n_hidden
