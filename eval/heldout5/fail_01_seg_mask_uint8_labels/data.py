"""Synthetic street-scene samples: an RGB image and its PNG-style class-index mask."""
import numpy as np

import config


def decode_mask(rng, size):
    # masks are stored as 8-bit palette PNGs; each pixel holds a class index
    raw = rng.integers(0, config.NUM_CLASSES, size=(size, size))
    mask = raw.astype(np.uint8)  # ROOT
    return mask


def load_sample(rng):
    image = rng.standard_normal((3, config.IMAGE_SIZE, config.IMAGE_SIZE)).astype(np.float32)
    image = (image - image.mean()) / (image.std() + 1e-6)
    return image, decode_mask(rng, config.IMAGE_SIZE)


def batches(num_batches, seed=config.SEED):
    rng = np.random.default_rng(seed)
    for _ in range(num_batches):
        samples = [load_sample(rng) for _ in range(config.BATCH_SIZE)]
        images = np.stack([s[0] for s in samples])
        masks = np.stack([s[1] for s in samples])
        yield images, masks
