import numpy as np
import mindspore.dataset as ds

import config as cfg


def load_customers(n, rng):
    """Rows as they come out of the CRM export: every column float, label last."""
    tenure = rng.integers(1, 72, n)
    monthly = rng.uniform(20, 110, n)
    total = tenure * monthly * rng.uniform(0.9, 1.1, n)
    calls = rng.poisson(1.5, n)
    contract = rng.choice([1, 12, 24], n)
    fiber = rng.integers(0, 2, n)
    paperless = rng.integers(0, 2, n)
    risk = 0.04 * monthly - 0.05 * tenure + 0.6 * calls - 0.08 * contract + 0.5 * fiber - 1.0
    churned = (rng.random(n) < 1 / (1 + np.exp(-risk))).astype(np.float64)
    return np.stack([tenure, monthly, total, calls, contract, fiber, paperless, churned], axis=1)


def standardize(x):
    return ((x - x.mean(0)) / (x.std(0) + 1e-6)).astype(np.float32)


def split_features_labels(table):
    features = standardize(table[:, :-1])
    labels = table[:, -1].astype(np.float32)  # ROOT
    return features, labels


def churn_dataset(seed):
    rng = np.random.default_rng(seed)
    table = load_customers(cfg.NUM_CUSTOMERS, rng)
    x, y = split_features_labels(table)
    data = ds.NumpySlicesDataset({"features": x, "churned": y}, shuffle=False)
    return data.batch(cfg.BATCH_SIZE, drop_remainder=True)
