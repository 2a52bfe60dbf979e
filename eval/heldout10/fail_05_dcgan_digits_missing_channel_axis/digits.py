"""Procedural 16x16 'digit' images (strokes on a blank canvas) for a tiny DCGAN."""
import numpy as np

SIZE = 16


def _draw(rng):
    img = np.zeros((SIZE, SIZE), np.uint8)
    r0, c0 = rng.integers(2, 6, size=2)
    r1, c1 = rng.integers(10, 14, size=2)
    img[r0:r1, c0:c0 + 2] = 255
    if rng.random() < 0.5:
        img[r0:r0 + 2, c0:c1] = 255
    return img


def load_digits(n, seed=0):
    rng = np.random.default_rng(seed)
    raw = np.stack([_draw(rng) for _ in range(n)])
    images = raw.astype(np.float32) / 127.5 - 1.0  # ROOT
    return images


def iterate(images, batch, seed=0):
    rng = np.random.default_rng(seed)
    order = rng.permutation(len(images))
    for s in range(0, len(order) - batch + 1, batch):
        yield images[order[s:s + batch]]
