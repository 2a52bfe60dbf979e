import numpy as np

import config


def synthetic_policies(n, seed=0):
    rng = np.random.default_rng(seed)
    numeric = rng.normal(size=(n, config.NUM_NUMERIC)).astype(np.float32)
    cats = np.stack([rng.integers(0, k, n) for k in config.CATEGORY_SIZES], axis=1).astype(np.int32)
    severity = 0.8 * numeric[:, 0] - 0.5 * numeric[:, 2] + 0.3 * cats[:, 1] + rng.normal(0, 0.3, n)
    return numeric, cats, np.log1p(np.exp(severity)).astype(np.float32)[:, None]


def batches(numeric, cats, target, batch_size, rng):
    order = rng.permutation(len(target))
    for start in range(0, len(order) - batch_size + 1, batch_size):
        idx = order[start:start + batch_size]
        yield numeric[idx], cats[idx], target[idx]
