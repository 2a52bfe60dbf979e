import numpy as np

import config


def class_centres(rng):
    return rng.normal(0, 1.0, size=(len(config.CLASSES), config.NUM_FEATURES))


def sample(centres, counts, rng):
    x, y = [], []
    for k, n in enumerate(counts):
        x.append(centres[k] + rng.normal(0, 1.3, size=(n, config.NUM_FEATURES)))
        y.append(np.full(n, k))
    return np.concatenate(x).astype(np.float32), np.concatenate(y).astype(np.int32)


def source_and_target():
    """Balanced lab-curated smears for training, field smears with a skewed prior for deployment."""
    rng = np.random.default_rng(config.SEED)
    centres = class_centres(rng)
    src = sample(centres, [config.SOURCE_PER_CLASS] * len(config.CLASSES), rng)
    counts = np.round(np.array(config.TARGET_PRIOR) * config.NUM_TARGET).astype(int)
    tgt = sample(centres, counts, rng)
    return src, tgt
