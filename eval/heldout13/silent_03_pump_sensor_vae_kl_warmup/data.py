import numpy as np

import config


def pump_windows(n, seed=0):
    rng = np.random.default_rng(seed)
    t = np.arange(config.WINDOW) / config.WINDOW
    freq = rng.uniform(1.5, 2.5, (n, 1, 1))
    phase = rng.uniform(0, 2 * np.pi, (n, 1, 1))
    amp = np.array([1.0, 0.6, 0.3]).reshape(1, 1, -1)
    x = amp * np.sin(2 * np.pi * freq * t[None, :, None] + phase) + 0.05 * rng.normal(size=(n, config.WINDOW, config.SENSORS))
    return x.reshape(n, -1).astype(np.float32)
