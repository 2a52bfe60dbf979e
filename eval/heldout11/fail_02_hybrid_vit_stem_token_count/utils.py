import numpy as np


def conv_out_size(size, kernel, stride, padding):
    return (size + 2 * padding - kernel) // stride  # ROOT


def random_images(n, channels, size, num_classes, seed=0):
    rng = np.random.default_rng(seed)
    images = rng.uniform(0.0, 1.0, size=(n, channels, size, size)).astype(np.float32)
    labels = rng.integers(0, num_classes, size=n).astype(np.int32)
    return images, labels
