import numpy as np

import config


def species_centers(seed):
    return np.random.RandomState(seed).randn(len(config.SPECIES), config.FEATURE_DIM) * 0.9


def sample(centers, counts, rng):
    xs, ys = [], []
    for k, n in enumerate(counts):
        xs.append(centers[k] + rng.randn(n, config.FEATURE_DIM) * 1.3)
        ys += [k] * n
    return np.concatenate(xs).astype(np.float32), np.asarray(ys, np.int32)


def balanced_training_set(centers, seed):
    rng = np.random.RandomState(seed + 1)
    return sample(centers, [config.TRAIN_PER_SPECIES] * len(config.SPECIES), rng)


def month_images(centers, abundance, seed):
    rng = np.random.RandomState(seed)
    counts = rng.multinomial(config.MONTH_IMAGES, abundance)
    return sample(centers, counts, rng)
