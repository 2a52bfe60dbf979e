import numpy as np

import config


def knock_windows(rng):
    t = np.arange(config.SAMPLES)
    xs, ys = [], []
    for i in range(config.N_WINDOWS):
        knock = i % 2
        x = rng.normal(0, 0.2, config.SAMPLES)
        if knock:
            onset = rng.integers(10, 40)
            x[onset:] += 1.5 * np.sin(2 * np.pi * 0.35 * t[onset:]) * np.exp(-(t[onset:] - onset) / 8.0)
        xs.append(x[None])
        ys.append([knock])
    return np.asarray(xs, np.float32), np.asarray(ys, np.float32)
