import numpy as np

import config


def _weather(n, rng, offset):
    pressure = rng.normal(1013 + offset, 8, n)
    humidity = np.clip(rng.normal(70, 15, n), 10, 100)
    temp = rng.normal(12 + offset / 4, 6, n)
    wind = np.abs(rng.normal(4, 2, n))
    cloud = rng.integers(0, 9, n).astype(np.float64)
    rain = np.clip(0.15 * (humidity - 60) + 0.3 * (1013 - pressure) + 0.5 * cloud + rng.normal(0, 1.5, n), 0, None)
    return np.stack([pressure, humidity, temp, wind, cloud], axis=1).astype(np.float32), rain


def coastal_station(seed):
    """Station A's logger already stores the intensity class as a small integer code."""
    rng = np.random.default_rng(seed)
    x, rain = _weather(config.DAYS_PER_STATION, rng, offset=-4)
    codes = np.zeros(len(rain), dtype=np.int32)
    for edge in config.RAIN_EDGES:
        codes += (rain >= edge).astype(np.int32)
    return x, codes


def mountain_station(seed):
    """Station B reports raw rain rates, binned here into the same classes."""
    rng = np.random.default_rng(seed + 1)
    x, rain = _weather(config.DAYS_PER_STATION, rng, offset=6)
    labels = np.digitize(rain, config.RAIN_EDGES)  # ROOT
    return x, labels
