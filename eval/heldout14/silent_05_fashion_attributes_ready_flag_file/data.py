import numpy as np

import config


def catalogue(n, seed):
    rng = np.random.default_rng(seed)
    cat = rng.integers(0, len(config.CATEGORIES), n).astype(np.int32)
    attrs = (rng.random((n, len(config.ATTRIBUTES))) < 0.5).astype(np.float32)
    cat_dirs = rng.normal(0, 1, (len(config.CATEGORIES), config.FEATURE_DIM))
    attr_dirs = rng.normal(0, 1, (len(config.ATTRIBUTES), config.FEATURE_DIM))
    x = cat_dirs[cat] + (2 * attrs - 1) @ attr_dirs + rng.normal(0, 0.7, (n, config.FEATURE_DIM))
    return x.astype(np.float32), cat, attrs
