import numpy as np
import mindspore.dataset as ds

import config


def synthetic_customers(n, seed):
    rng = np.random.default_rng(seed)
    tenure = rng.integers(1, 72, n)
    charge = rng.uniform(20, 120, n)
    calls = rng.poisson(1.5, n)
    data_gb = rng.gamma(2.0, 5.0, n)
    contract = rng.choice([1, 12, 24], n)
    late = rng.poisson(0.5, n)
    score = -0.04 * tenure + 0.02 * charge + 0.5 * calls - 0.05 * contract + 0.6 * late - 0.5
    churn = (rng.random(n) < 1 / (1 + np.exp(-score))).astype(np.int32)
    x = np.stack([tenure, charge, calls, data_gb, contract, late], axis=1).astype(np.float32)
    return x, churn


def standardize(train, other):
    mu, sd = train.mean(axis=0), train.std(axis=0) + 1e-6
    return (train - mu) / sd, (other - mu) / sd


def make_datasets():
    x, y = synthetic_customers(config.NUM_CUSTOMERS, config.SEED)
    xtr, xva = standardize(x[:80], x[80:])
    train = ds.NumpySlicesDataset((xtr, y[:80]), column_names=["features", "churn"], shuffle=True)
    val = ds.NumpySlicesDataset((xva, y[80:]), column_names=["features", "churn"], shuffle=False)
    return train.batch(config.BATCH_SIZE), val.batch(config.BATCH_SIZE)
