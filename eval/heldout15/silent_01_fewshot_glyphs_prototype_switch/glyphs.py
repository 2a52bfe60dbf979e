"""Procedural 12x12 glyphs (Omniglot-like): each class is a random set of strokes, samples are jittered."""
import numpy as np

SIZE = 12


def class_template(rng):
    img = np.zeros((SIZE, SIZE), np.float32)
    for _ in range(3):
        if rng.random() < 0.5:
            r = rng.integers(1, SIZE - 1)
            a, b = sorted(rng.integers(0, SIZE, 2))
            img[r, a:b + 2] = 1
        else:
            c = rng.integers(1, SIZE - 1)
            a, b = sorted(rng.integers(0, SIZE, 2))
            img[a:b + 2, c] = 1
    return img


def sample(template, rng):
    dy, dx = rng.integers(-1, 2, 2)
    img = np.roll(np.roll(template, dy, 0), dx, 1)
    return (img + rng.normal(0, 0.15, img.shape)).astype(np.float32)[None]


def make_alphabet(n_classes, per_class, seed):
    rng = np.random.default_rng(seed)
    templates = [class_template(rng) for _ in range(n_classes)]
    x = np.stack([sample(t, rng) for t in templates for _ in range(per_class)])
    y = np.repeat(np.arange(n_classes), per_class).astype(np.int32)
    return x, y
