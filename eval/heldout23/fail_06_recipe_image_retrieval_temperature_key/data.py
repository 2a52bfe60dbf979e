import numpy as np

import config as cfg


def paired_batch(n, rng):
    ingredients = (rng.random((n, cfg.NUM_INGREDIENTS)) < 0.12).astype(np.float32)
    proj = rng.standard_normal((cfg.NUM_INGREDIENTS, cfg.IMAGE_FEAT_DIM)) / np.sqrt(cfg.NUM_INGREDIENTS)
    photos = ingredients @ proj + 0.1 * rng.standard_normal((n, cfg.IMAGE_FEAT_DIM))
    return photos.astype(np.float32), ingredients
