"""Household electric power consumption, resampled to hourly kW."""
import numpy as np

import config as cfg


def hourly_consumption(days=10, seed=21):
    rng = np.random.default_rng(seed)
    hours = np.arange(days * 24)
    daily = 0.6 + 0.5 * np.exp(-((hours % 24 - 19) ** 2) / 6.0) + 0.3 * np.exp(-((hours % 24 - 8) ** 2) / 3.0)
    return (daily + rng.normal(0, 0.05, hours.size)).astype(np.float32)


def standardise(series):
    mu, sigma = series.mean(), series.std()
    return (series - mu) / sigma, (mu, sigma)


def make_supervised(series):
    starts = range(0, len(series) - cfg.WINDOW + 1)  # ROOT
    x = np.stack([series[s:s + cfg.WINDOW] for s in starts])[..., None]
    y = series[cfg.WINDOW:, None]
    return x.astype(np.float32), y.astype(np.float32)
