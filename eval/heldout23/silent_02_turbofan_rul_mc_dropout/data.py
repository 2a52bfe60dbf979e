import numpy as np

import config as cfg


def degradation_windows(rng):
    rul = rng.uniform(5, cfg.MAX_RUL, cfg.NUM_WINDOWS)
    t = np.arange(cfg.WINDOW)
    x = np.empty((cfg.NUM_WINDOWS, cfg.SENSORS, cfg.WINDOW), dtype=np.float32)
    for i, r in enumerate(rul):
        wear = np.exp(-(r - t[::-1]) / 40.0)
        for s in range(cfg.SENSORS):
            x[i, s] = (s % 3 - 1) * wear + rng.normal(0, 0.05, cfg.WINDOW)
    y = (rul / cfg.MAX_RUL).astype(np.float32)[:, None]
    return x, y
