import numpy as np

import config as cfg


def impressions(n, rng):
    sizes = list(cfg.CATEGORICAL_FIELDS.values())
    cats = np.stack([rng.integers(0, s, size=n) for s in sizes], axis=1).astype(np.int32)
    dense = rng.standard_normal((n, cfg.NUM_DENSE)).astype(np.float32)
    score = 0.8 * (cats[:, 1] % 3 == 0) + 0.5 * dense[:, 0] - 1.5 + 0.3 * (cats[:, 3] > 17)
    clicks = (rng.random(n) < 1 / (1 + np.exp(-score))).astype(np.float32)
    return cats, dense, clicks
