"""Synthetic product photos and two random 'augmented views' of each."""
import numpy as np

import config


def product_batch(rng):
    base = rng.random((config.BATCH_SIZE, 3, config.IMAGE_SIZE, config.IMAGE_SIZE)).astype(np.float32)
    return base


def two_views(batch, rng):
    def view(x):
        x = x * rng.uniform(0.7, 1.3, (len(x), 3, 1, 1)) + rng.normal(0, 0.05, x.shape)
        if rng.random() < 0.5:
            x = x[..., ::-1]
        return np.ascontiguousarray(x, dtype=np.float32)
    return view(batch), view(batch)
