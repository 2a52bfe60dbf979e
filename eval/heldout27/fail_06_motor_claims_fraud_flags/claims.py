import numpy as np

import config


def claims_table(n, seed):
    rng = np.random.default_rng(seed)
    x = rng.normal(0, 1, (n, len(config.NUMERIC))).astype(np.float32)
    staged = x[:, 1] > 0.8
    inflated = x[:, 4] - x[:, 0] > 1.0
    phantom = rng.random(n) < 0.1
    return x, np.stack([staged, inflated, phantom], axis=1)


def to_targets(flags):
    """Investigator outcome flags (bool) -> multi-hot targets."""
    return flags.astype(np.int32)  # ROOT
