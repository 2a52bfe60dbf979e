import numpy as np
from mindspore import nn

from frontend import LearnableFrontend


class CommandNet(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.frontend = LearnableFrontend(cfg.N_FILTERS, cfg.N_FFT, cfg.HOP, cfg.SAMPLE_RATE)
        self.body = nn.SequentialCell(nn.Conv1d(cfg.N_FILTERS, 32, 3), nn.ReLU())
        self.pool = nn.AdaptiveMaxPool1d(1)
        self.out = nn.Dense(32, cfg.N_COMMANDS)

    def construct(self, wav):
        h = self.pool(self.body(self.frontend(wav))).squeeze(-1)
        return self.out(h)


def synth_commands(n, cfg, seed=0):
    rng = np.random.default_rng(seed)
    length = cfg.SAMPLE_RATE * cfg.CLIP_MS // 1000
    labels = rng.integers(0, cfg.N_COMMANDS, size=n)
    t = np.arange(length) / cfg.SAMPLE_RATE
    freqs = 300 + 500 * labels[:, None]
    wav = np.sin(2 * np.pi * freqs * t) + 0.2 * rng.normal(size=(n, length))
    return wav.astype(np.float32), labels.astype(np.int32)
