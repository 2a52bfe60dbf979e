import numpy as np
import mindspore.dataset as ds

import config


def synthetic_table(rng):
    """Build a (county, week, column) table shaped like the warehouse export."""
    n, w = config.N_COUNTIES, config.WEEKS
    week_start = np.tile(np.arange(w, dtype=np.float64) * 7.0, (n, 1))
    ndvi = rng.uniform(0.2, 0.9, size=(n, w))
    rain = rng.gamma(2.0, 8.0, size=(n, w))
    tmax = rng.normal(27.0, 3.0, size=(n, w))
    tmin = tmax - rng.uniform(8.0, 12.0, size=(n, w))
    soil = rng.uniform(0.1, 0.4, size=(n, w))
    gdd = np.cumsum(np.clip((tmax + tmin) / 2 - 10.0, 0, None), axis=1)
    table = np.stack([week_start, ndvi, rain, tmax, tmin, soil, gdd], axis=-1)
    yields = 2.0 + 4.0 * ndvi.mean(1) + 0.01 * rain.sum(1) / w + rng.normal(0, 0.2, n)
    return table, yields


def standardize(x):
    mu = x.mean(axis=(0, 1), keepdims=True)
    sd = x.std(axis=(0, 1), keepdims=True) + 1e-6
    return (x - mu) / sd


def build_dataset(seed):
    rng = np.random.default_rng(seed)
    table, yields = synthetic_table(rng)
    # the week_start column is only an index and is not a model input
    features = standardize(table[:, :, 1:]).astype(np.float32)
    targets = yields.reshape(-1, 1).astype(np.float32)
    dataset = ds.NumpySlicesDataset((features, targets), column_names=["weather", "yield"], shuffle=True)
    return dataset.batch(config.BATCH, drop_remainder=True)
