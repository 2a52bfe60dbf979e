import numpy as np

import config


def simulate_claims(seed):
    rng = np.random.RandomState(seed)
    n = config.N_CLAIMS
    amount = rng.lognormal(8.0, 0.8, n)
    policy_age = rng.exponential(3.0, n)
    prior = rng.poisson(0.6, n)
    hour = rng.randint(0, 24, n)
    witnesses = rng.poisson(1.0, n)
    shop_risk = rng.beta(2, 5, n)
    logit = -3.0 + 0.8 * (np.log(amount) - 8) - 0.4 * policy_age + 0.7 * prior + 0.9 * ((hour < 6) | (hour > 22)) \
        - 0.5 * witnesses + 3.0 * shop_risk
    fraud = (rng.rand(n) < 1 / (1 + np.exp(-logit))).astype(np.int64)
    x = np.column_stack([np.log(amount), policy_age, prior, hour / 23.0, witnesses, shop_risk])
    x = (x - x.mean(axis=0)) / (x.std(axis=0) + 1e-6)
    return x.astype(np.float32), fraud


def to_records(x, fraud):
    return [{"features": row, "label": y} for row, y in zip(x, fraud)]  # ROOT
