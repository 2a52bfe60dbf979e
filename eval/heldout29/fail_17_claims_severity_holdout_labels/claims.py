import numpy as np

import config


def simulate_claims(rng, n):
    severity = rng.integers(0, len(config.SEVERITY), n)
    age = rng.uniform(0, 15, n)
    speed = 20 + 35 * severity + rng.normal(0, 10, n)
    airbag = (severity > 0) & (rng.random(n) < 0.7)
    towed = (severity == 2) | (rng.random(n) < 0.1)
    injuries = rng.poisson(0.4 * severity)
    quote = 1.5 + 4 * severity + rng.gamma(1.0, 1.0, n)
    X = np.stack([age / 15, speed / 100, airbag, towed, injuries, quote / 10], axis=1)
    return X.astype(np.float32), severity.astype(np.int32)


def warehouse_export(rng):
    """The audited hold-out comes from the claims warehouse as one table: features then label."""
    X, y = simulate_claims(rng, config.N_HOLDOUT)
    return np.concatenate([X, y[:, None].astype(np.float32)], axis=1)


def split_table(table):
    X = table[:, :-1].astype(np.float32)
    y = table[:, -1:].astype(np.int32)  # ROOT
    return X, y
