import numpy as np
import mindspore.dataset as ds


def weekly_sales(stores, weeks, seed=12):
    rng = np.random.default_rng(seed)
    base = rng.uniform(80, 120, size=(stores, 1))
    season = 15 * np.sin(2 * np.pi * np.arange(weeks) / 13)
    promo = rng.random((stores, weeks)) > 0.8
    return (base + season + 25 * promo + rng.normal(0, 4, (stores, weeks))).astype(np.float32)


def lagged_dataset(sales, lag, batch_size):
    xs, ys = [], []
    for store in sales:
        for w in range(lag, len(store)):
            xs.append(store[w - lag:w] / 100.0)
            ys.append(store[w:w + 1] / 100.0)
    source = {"lags": np.stack(xs), "demand": np.stack(ys)}
    return ds.NumpySlicesDataset(source, shuffle=True).batch(batch_size, drop_remainder=True)
