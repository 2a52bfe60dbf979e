import numpy as np


def synthetic_digits(n, size, num_classes, seed=0):
    rng = np.random.default_rng(seed)
    labels = rng.integers(0, num_classes, size=n)
    images = 0.1 * rng.standard_normal((n, 1, size, size)).astype(np.float32)
    for img, label in zip(images, labels):
        img[0, label % size, :] += 1.0
        img[0, :, (label * 3) % size] += 1.0
    return images, labels.astype(np.int32)
