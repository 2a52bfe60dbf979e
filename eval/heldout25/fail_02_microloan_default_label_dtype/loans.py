import numpy as np

import config


def simulate_loans(seed):
    rng = np.random.RandomState(seed)
    n = config.N_LOANS
    amount = rng.lognormal(5.5, 0.6, n)
    term = rng.choice([3, 6, 12], n)
    income = rng.lognormal(6.0, 0.5, n)
    txn = rng.poisson(25, n)
    prior = rng.poisson(1.2, n)
    late = rng.poisson(2.0, n)
    region = rng.randint(len(config.REGIONS), size=n)
    logit = -1.5 + 0.9 * np.log(amount / income) + 0.05 * term - 0.03 * txn + 0.25 * late - 0.2 * prior \
        + 0.4 * (region == 1)
    defaulted = rng.rand(n) < 1 / (1 + np.exp(-logit))
    numeric = np.column_stack([np.log(amount), term, np.log(income), txn, prior, late])
    return numeric, region, defaulted


def prepare(numeric, region, defaulted):
    numeric = (numeric - numeric.mean(axis=0)) / (numeric.std(axis=0) + 1e-6)
    labels = defaulted.astype(np.int32)[:, None]  # ROOT
    return numeric.astype(np.float32), region.astype(np.int32), labels
