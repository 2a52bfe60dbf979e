import numpy as np

import config


def shelf_crops(seed):
    """Pre-extracted crop embeddings of products photographed on supermarket shelves."""
    rng = np.random.RandomState(seed)
    centers = rng.randn(config.N_PRODUCTS, config.EMBED_DIM) * 1.2
    x, y = [], []
    for k in range(config.N_PRODUCTS):
        lighting = rng.randn(config.SAMPLES_PER_PRODUCT, 1) * 0.5
        x.append(centers[k] + lighting + rng.randn(config.SAMPLES_PER_PRODUCT, config.EMBED_DIM) * 0.9)
        y += [k] * config.SAMPLES_PER_PRODUCT
    x = np.concatenate(x).astype(np.float32)
    y = np.asarray(y, np.int32)
    order = rng.permutation(len(y))
    return x[order], y[order]
