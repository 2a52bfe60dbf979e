import numpy as np

import config


def astronomical_tide(hours):
    amps = {"M2": 1.2, "S2": 0.4, "K1": 0.3, "O1": 0.2}
    return sum(a * np.cos(2 * np.pi * hours / config.CONSTITUENTS[k]) for k, a in amps.items())


def gauge_record(rng):
    hours = np.arange(config.N_HOURS, dtype=np.float64)
    surge = 0.4 * np.exp(-0.5 * ((hours - 70) / 10) ** 2) + np.cumsum(rng.normal(0, 0.01, hours.size))
    level = astronomical_tide(hours) + surge + rng.normal(0, 0.02, hours.size)
    return (level - astronomical_tide(hours)).astype(np.float32)        # residual


def residual_windows(residual):
    xs = np.stack([residual[i:i + config.LOOKBACK] for i in range(len(residual) - config.LOOKBACK)])
    ys = residual[config.LOOKBACK:, None]
    return xs.astype(np.float32), ys.astype(np.float32)
