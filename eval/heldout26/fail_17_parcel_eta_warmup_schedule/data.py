import numpy as np
import mindspore.dataset as ds

import config


def delivery_log(n, seed):
    rng = np.random.default_rng(seed)
    stops = rng.integers(1, 40, n)
    km = stops * rng.uniform(0.3, 1.2, n)
    hour = rng.integers(8, 20, n)
    weekday = rng.integers(0, 6, n)
    rain = rng.gamma(1.0, 2.0, n)
    load = rng.uniform(0.2, 1.0, n)
    eta = 4.0 * stops + 2.0 * km + 1.5 * rain + 5.0 * (hour > 16) + rng.normal(0, 3, n)
    x = np.stack([stops, km, hour, weekday, rain, load], axis=1)
    x = (x - x.mean(0)) / (x.std(0) + 1e-6)
    return x.astype(np.float32), (eta / 60.0).astype(np.float32).reshape(-1, 1)


def build_dataset(seed):
    x, y = delivery_log(96, seed)
    dataset = ds.NumpySlicesDataset((x, y), column_names=["route", "eta_h"], shuffle=False)
    return dataset.batch(config.BATCH, drop_remainder=True)
