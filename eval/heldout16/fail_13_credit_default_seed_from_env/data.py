import numpy as np
import mindspore.dataset as ds

import config


def applicants(n):
    income = np.random.lognormal(10.5, 0.5, n)
    debt_ratio = np.random.beta(2, 5, n)
    age = np.random.randint(21, 75, n)
    late = np.random.poisson(0.6, n)
    lines = np.random.randint(1, 12, n)
    util = np.random.beta(2, 3, n)
    logit = -2.0 + 3.0 * debt_ratio + 0.8 * late + 2.0 * util - 0.3 * (income / income.mean())
    default = (np.random.random(n) < 1 / (1 + np.exp(-logit))).astype(np.int32)
    x = np.stack([np.log(income), debt_ratio, age / 100, late, lines / 10, util], axis=1)
    return x.astype(np.float32), default


def loaders():
    x, y = applicants(config.NUM_APPLICANTS)
    x = (x - x.mean(0)) / x.std(0)
    cut = int(0.8 * len(x))
    train = ds.NumpySlicesDataset({"x": x[:cut], "y": y[:cut]}, shuffle=True).batch(config.BATCH_SIZE)
    test = ds.NumpySlicesDataset({"x": x[cut:], "y": y[cut:]}, shuffle=False).batch(config.BATCH_SIZE)
    return train, test
