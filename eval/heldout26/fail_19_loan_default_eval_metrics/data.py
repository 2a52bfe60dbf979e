import numpy as np
import mindspore.dataset as ds

import config


def applications(n, seed):
    rng = np.random.default_rng(seed)
    x = rng.normal(0, 1, (n, len(config.FEATURES))).astype(np.float32)
    risk = 1.2 * x[:, 1] + 0.8 * x[:, 3] - 0.9 * x[:, 0] + rng.normal(0, 0.5, n)
    y = (risk > 0.8).astype(np.int32)
    return x, y


def build_datasets(seed):
    x, y = applications(96, seed)
    cols = ["applicant", "defaulted"]
    train = ds.NumpySlicesDataset((x[:64], y[:64]), column_names=cols, shuffle=False).batch(config.BATCH)
    test = ds.NumpySlicesDataset((x[64:], y[64:]), column_names=cols, shuffle=False).batch(config.BATCH)
    return train, test
