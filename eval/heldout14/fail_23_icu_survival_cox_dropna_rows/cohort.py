import numpy as np

import config


def synthetic_cohort(n, seed):
    """Exponential survival times whose hazard depends on the covariates; ~30% censored."""
    rng = np.random.default_rng(seed)
    age = rng.normal(65, 12, n)
    lactate = rng.lognormal(0.6, 0.5, n)
    creat = rng.lognormal(0.1, 0.4, n)
    mapp = rng.normal(75, 12, n)
    sofa = rng.integers(0, 15, n).astype(np.float64)
    x = np.stack([age, lactate, creat, mapp, sofa], axis=1)
    risk = 0.03 * (age - 65) + 0.5 * np.log(lactate) + 0.12 * sofa - 0.02 * (mapp - 75)
    t_event = rng.exponential(30 * np.exp(-risk))
    t_censor = rng.uniform(5, 60, n)
    time = np.minimum(t_event, t_censor).astype(np.float32)
    event = (t_event <= t_censor).astype(np.float32)
    x[rng.random(x.shape) < config.MISSING_RATE] = np.nan        # unmeasured labs
    return x.astype(np.float32), time, event
