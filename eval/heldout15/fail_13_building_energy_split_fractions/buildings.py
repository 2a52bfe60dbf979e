import numpy as np
import mindspore.dataset as ds

import config


def survey(n, seed):
    rng = np.random.default_rng(seed)
    area = rng.uniform(500, 20000, n)
    year = rng.integers(1950, 2020, n)
    floors = rng.integers(1, 30, n)
    glazing = rng.uniform(0.1, 0.8, n)
    hdd = rng.uniform(1500, 4500, n)
    cdd = rng.uniform(50, 1500, n)
    hours = rng.uniform(40, 90, n)
    eui = (120 + 0.02 * hdd + 0.04 * cdd + 60 * glazing - 0.5 * (year - 1950) + 0.8 * hours
           + rng.normal(0, 10, n))
    x = np.stack([np.log(area), year, floors, glazing, hdd, cdd, hours], axis=1)
    return x.astype(np.float32), eui.astype(np.float32)[:, None]


def standardise(x):
    return ((x - x.mean(0)) / x.std(0)).astype(np.float32)


def make_splits():
    x, y = survey(config.N_BUILDINGS, config.SEED)
    data = ds.NumpySlicesDataset((standardise(x), y / 100.0), column_names=["features", "eui"], shuffle=False)
    fractions = [config.SPLITS["train"], config.SPLITS["val"], config.SPLITS["test"]]
    train, val, test = data.split(fractions, randomize=True)
    return (train.batch(config.BATCH), val.batch(config.BATCH), test.batch(config.BATCH))
