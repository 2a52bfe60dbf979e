import numpy as np
import mindspore.dataset as ds

import config


def weather_and_soil(n, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, config.NUM_FEATURES)).astype(np.float32)
    rain, temp, nitrogen = x[:, 0], x[:, 1], x[:, 2]
    yield_t = 5.0 + 0.8 * rain - 0.4 * temp ** 2 + 0.5 * nitrogen + rng.normal(0, 0.2, n)
    return x, yield_t.astype(np.float32)[:, None]


def make_loader(n, seed, shuffle=True):
    x, y = weather_and_soil(n, seed)
    return ds.NumpySlicesDataset({"features": x, "yield": y}, shuffle=shuffle).batch(config.BATCH_SIZE)
