import numpy as np

import config


def species_features(rng):
    return rng.normal(0, 1, (len(config.SPECIES), config.FEATURE_DIM)).astype(np.float32)


def card_pull(centres, rng):
    y = rng.choice(len(config.SPECIES), size=config.FRAMES_PER_ROUND, p=config.PRIOR).astype(np.int32)
    x = centres[y] + rng.normal(0, 1.2, (len(y), config.FEATURE_DIM))
    return x.astype(np.float32), y
