import numpy as np

import config


def gauge_windows(rng):
    total = config.HISTORY + config.HORIZON
    xs, ys = [], []
    for _ in range(config.N_WINDOWS):
        t = np.arange(total)
        storm = rng.uniform(0, total)
        level = 1.2 + 0.3 * np.sin(2 * np.pi * t / 24) + 0.8 * np.exp(-0.5 * ((t - storm) / 3.0) ** 2)
        level += rng.normal(0, 0.03, total)
        xs.append(level[:config.HISTORY, None])
        ys.append(level[config.HISTORY:, None])
    return np.asarray(xs, np.float32), np.asarray(ys, np.float32)
