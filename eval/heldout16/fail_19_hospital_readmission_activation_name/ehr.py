"""Synthetic discharge records with a 30-day readmission label."""
import numpy as np
import mindspore.dataset as ds

import config


def discharge_records(n, seed):
    rng = np.random.default_rng(seed)
    numeric = np.stack([
        rng.normal(65, 12, n), rng.gamma(2.0, 2.5, n), rng.poisson(12, n),
        rng.poisson(1.5, n), rng.poisson(0.8, n)], axis=1)
    cats = np.stack([rng.integers(0, k, n) for k in config.CATEGORICAL.values()], axis=1)
    risk = 0.04 * (numeric[:, 0] - 65) + 0.2 * numeric[:, 1] + 0.9 * numeric[:, 4] + 0.4 * (cats[:, 1] > 3)
    label = (risk + rng.normal(0, 1, n) > 2.0).astype(np.int32)
    numeric = (numeric - numeric.mean(0)) / numeric.std(0)
    return numeric.astype(np.float32), cats.astype(np.int32), label


def readmission_dataset(seed, shuffle):
    numeric, cats, label = discharge_records(config.NUM_PATIENTS, seed)
    data = ds.NumpySlicesDataset({"numeric": numeric, "cats": cats, "readmit": label}, shuffle=shuffle)
    return data.batch(config.BATCH_SIZE)
