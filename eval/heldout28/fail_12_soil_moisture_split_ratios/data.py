import numpy as np
import mindspore.dataset as ds

import config


def probe_records(rng):
    rows, targets = [], []
    for probe in range(config.PROBES):
        depth = 10.0 * (probe + 1)
        clay = rng.uniform(0.1, 0.4)
        moisture = 0.25
        for _ in range(config.DAYS):
            rain = rng.gamma(0.6, 6.0)
            temp = rng.normal(18, 5)
            et0 = max(0.5, 0.2 * temp + rng.normal(0, 0.5))
            moisture = np.clip(moisture + 0.004 * rain - 0.006 * et0 * (1 - clay), 0.05, 0.45)
            rows.append([rain, temp, et0, depth, clay])
            targets.append([moisture])
    return np.asarray(rows, np.float32), np.asarray(targets, np.float32)


def standardise(x):
    return ((x - x.mean(0)) / (x.std(0) + 1e-6)).astype(np.float32)


def split_records(x, y):
    full = ds.NumpySlicesDataset({"covariates": x, "moisture": y}, shuffle=False)
    train, val, test = full.split(config.SPLIT, randomize=True)
    return (train.batch(config.BATCH_SIZE), val.batch(config.BATCH_SIZE), test.batch(config.BATCH_SIZE))
