import numpy as np

import config


def simulate_sales(seed):
    rng = np.random.RandomState(seed)
    base = rng.gamma(4.0, 5.0, size=(config.N_STORES, config.N_ITEMS, 1))
    weeks = np.arange(config.N_WEEKS)
    season = 1.0 + 0.3 * np.sin(2 * np.pi * weeks / 13.0)
    price = rng.uniform(0.8, 1.2, size=(config.N_STORES, config.N_ITEMS, config.N_WEEKS))
    promo = (rng.rand(config.N_STORES, config.N_ITEMS, config.N_WEEKS) < 0.15).astype(np.float64)
    mean = base * season * price ** -1.5 * (1.0 + 0.6 * promo)
    sales = rng.poisson(mean).astype(np.float64)
    return sales, price, promo


def make_windows(sales, price, promo):
    feats, targets = [], []
    for s in range(config.N_STORES):
        for i in range(config.N_ITEMS):
            scale = sales[s, i].mean() + 1.0
            for w in range(config.LAGS, config.N_WEEKS):
                lags = sales[s, i, w - config.LAGS:w] / scale
                feats.append(np.concatenate([lags, [price[s, i, w], promo[s, i, w], np.sin(2 * np.pi * w / 13.0)]]))
                targets.append([sales[s, i, w] / scale])
    return np.asarray(feats, np.float32), np.asarray(targets, np.float32)
