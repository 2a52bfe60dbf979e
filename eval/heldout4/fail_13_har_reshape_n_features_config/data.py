import numpy as np

import config as cfg


def load_rows(n, seed=0):
    """Each row is WINDOW consecutive samples of every sensor, time-major, flattened."""
    rng = np.random.default_rng(seed)
    y = rng.integers(0, len(cfg.ACTIVITIES), n).astype(np.int32)
    t = np.arange(cfg.WINDOW)[None, :, None]
    freq = (y + 1)[:, None, None] * 0.3
    sig = np.sin(freq * t + rng.uniform(0, 3, (n, 1, len(cfg.SENSORS))))
    x = sig + 0.1 * rng.standard_normal(sig.shape)
    return x.reshape(n, -1).astype(np.float32), y
