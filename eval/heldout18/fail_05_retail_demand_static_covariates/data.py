import numpy as np
import mindspore.dataset as ds

import config


def store_table(rng):
    size = rng.uniform(0.5, 2.0, config.N_STORES)
    urban = rng.integers(0, 2, config.N_STORES)
    region = rng.integers(0, 2, config.N_STORES)
    return np.stack([size, urban, region, 1 - region], axis=1).astype(np.float32)


def daily_frames(static, rng):
    days = np.arange(config.N_DAYS)
    dow = 2 * np.pi * (days % 7) / 7
    frames = []
    for s in range(config.N_STORES):
        promo = (rng.random(config.N_DAYS) < 0.15).astype(np.float32)
        holiday = (days % 30 == 0).astype(np.float32)
        sales = static[s, 0] * (10 + 3 * np.sin(dow) + 6 * promo) + rng.normal(0, 1, config.N_DAYS)
        frames.append(np.stack([sales, promo, holiday, np.sin(dow), np.cos(dow)], axis=1))
    return np.stack(frames).astype(np.float32)


def demand_dataset():
    rng = np.random.default_rng(config.SEED)
    static = store_table(rng)
    frames = daily_frames(static, rng)
    xs, ss, ys = [], [], []
    for s in range(config.N_STORES):
        for t in range(config.LOOKBACK, config.N_DAYS - 1, 14):
            xs.append(frames[s, t - config.LOOKBACK:t])
            ss.append(static[s])
            ys.append(frames[s, t, :1])
    data = {"history": np.stack(xs), "store": np.stack(ss), "target": np.stack(ys)}
    return ds.NumpySlicesDataset(data, shuffle=False).batch(config.BATCH_SIZE)
