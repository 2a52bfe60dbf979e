"""Synthetic weekly sales with seasonality, promotions and holidays."""
import numpy as np

import config


def simulate_sales(rng):
    weeks = np.arange(config.WEEKS)
    series = []
    for store in range(config.N_STORES):
        base = 80 + 15 * store
        season = 12 * np.sin(2 * np.pi * weeks / 52.0 + store)
        promo = (rng.random(config.WEEKS) < 0.15).astype(np.float32)
        price = 1.0 - 0.1 * promo + rng.normal(0, 0.02, config.WEEKS)
        holiday = np.isin(weeks % 52, [0, 21, 47]).astype(np.float32)
        units = base + season + 25 * promo + 30 * holiday + rng.normal(0, 4, config.WEEKS)
        series.append(np.stack([units / 100.0, promo, price, holiday], axis=1))
    return np.stack(series).astype(np.float32)          # (stores, weeks, features)


def make_windows(series):
    xs, ys = [], []
    for store in series:
        for start in range(config.WEEKS - config.LOOKBACK - config.HORIZON + 1):
            xs.append(store[start:start + config.LOOKBACK])
            ys.append(store[start + config.LOOKBACK, :1])
    return np.stack(xs), np.stack(ys).astype(np.float32)


def minibatches(xs, ys, rng, batch_size):
    order = rng.permutation(len(xs))
    for i in range(0, len(order) - batch_size + 1, batch_size):
        idx = order[i:i + batch_size]
        yield xs[idx], ys[idx]
