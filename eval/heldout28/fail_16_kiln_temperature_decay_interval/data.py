import numpy as np
import mindspore.dataset as ds

import config


def kiln_log(rng):
    n = config.N_SAMPLES
    fuel = rng.normal(12, 1.0, n)
    feed = rng.normal(180, 10, n)
    fan = rng.normal(900, 40, n)
    o2 = rng.normal(2.5, 0.4, n)
    co = rng.gamma(2.0, 50, n)
    shell = rng.normal(320, 15, n)
    hood = rng.normal(-0.5, 0.1, n)
    temp = 1450 + 35 * (fuel - 12) - 0.8 * (feed - 180) + 20 * (o2 - 2.5) - 0.05 * co + rng.normal(0, 8, n)
    X = np.stack([fuel, feed, fan, o2, co, shell, hood], axis=1)
    X = (X - X.mean(0)) / X.std(0)
    return X.astype(np.float32), (temp / config.TARGET_SCALE).astype(np.float32)[:, None]


def kiln_dataset(rng):
    X, y = kiln_log(rng)
    dset = ds.NumpySlicesDataset({"sensors": X, "temp": y}, shuffle=True)
    return dset.batch(config.BATCH_SIZE, drop_remainder=True)
