"""Double-logistic phenology curves per crop with cloud gaps filled by interpolation."""
import numpy as np

import config

GREEN_UP = [8, 14, 15, 5, 0]
SENESCENCE = [20, 28, 30, 17, 36]


def double_logistic(t, up, down):
    return 1 / (1 + np.exp(-(t - up))) - 1 / (1 + np.exp(-(t - down)))


def parcels(seed=0):
    rng = np.random.default_rng(seed)
    t = np.arange(config.TIMESTEPS, dtype=np.float32)
    y = rng.integers(0, len(config.CROPS), size=config.PARCELS).astype(np.int32)
    x = np.zeros((config.PARCELS, config.BANDS, config.TIMESTEPS), np.float32)
    for i, c in enumerate(y):
        curve = double_logistic(t + rng.normal(0, 1.0), GREEN_UP[c], SENESCENCE[c])
        x[i, 0] = 0.15 + 0.7 * curve
        x[i, 1] = 0.1 + 0.5 * curve
        x[i, 2] = 0.3 - 0.3 * curve
        cloudy = rng.random(config.TIMESTEPS) < 0.15
        for b in range(config.BANDS):
            x[i, b, cloudy] = np.interp(t[cloudy], t[~cloudy], x[i, b, ~cloudy])
    return x + rng.normal(0, 0.02, x.shape).astype(np.float32), y
