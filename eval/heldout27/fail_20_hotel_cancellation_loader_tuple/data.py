import numpy as np
import mindspore.dataset as ds

import config


def bookings(n, seed):
    rng = np.random.default_rng(seed)
    x = rng.normal(0, 1, (n, len(config.FEATURES))).astype(np.float32)
    logit = 1.2 * x[:, 0] + 0.9 * x[:, 6] - 0.8 * x[:, 7] + 0.5 * x[:, 8]
    y = (logit + rng.normal(0, 0.5, n) > 0.3).astype(np.int32)
    return x, y


def build_loaders(seed):
    """Returns (train, valid) datasets, split by booking date order."""
    x, y = bookings(80, seed)
    n_valid = int(len(x) * config.VALID_FRACTION)
    cols = ["booking", "canceled"]
    train = ds.NumpySlicesDataset((x[:-n_valid], y[:-n_valid]), column_names=cols, shuffle=False)
    valid = ds.NumpySlicesDataset((x[-n_valid:], y[-n_valid:]), column_names=cols, shuffle=False)
    return train.batch(config.BATCH), valid.batch(config.BATCH)
