import numpy as np

import config


def load_customers(seed):
    rng = np.random.RandomState(seed)
    n = config.N_CUSTOMERS
    tenure = rng.exponential(24, n)
    charges = rng.uniform(15, 120, n)
    calls = rng.poisson(1.5, n)
    data_gb = rng.gamma(2.0, 6.0, n)
    dropped = rng.poisson(0.8, n)
    plan = rng.randint(len(config.PLANS), size=n)
    logit = -1.0 - 0.05 * tenure + 0.02 * charges + 0.5 * calls + 0.4 * dropped - 0.6 * (plan == 3)
    churn = (rng.rand(n) < 1 / (1 + np.exp(-logit))).astype(np.float32)
    numeric = np.stack([tenure, charges, calls, data_gb, dropped], axis=1)
    return numeric, plan, churn


def featurize(numeric, plan):
    mu, sigma = numeric.mean(axis=0), numeric.std(axis=0) + 1e-6
    onehot = np.eye(len(config.PLANS))[plan]
    return np.concatenate([(numeric - mu) / sigma, onehot], axis=1).astype(np.float32)
