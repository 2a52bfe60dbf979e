import numpy as np
import mindspore.dataset as ds

import config


def synthetic_glyphs(n, seed=0):
    rng = np.random.default_rng(seed)
    images = rng.random((n, 1, config.IMAGE_SIZE, config.IMAGE_SIZE), dtype=np.float32)
    labels = rng.integers(0, config.NUM_CLASSES, size=n).astype(np.int32)
    images = (images - 0.5) / 0.5
    return images, labels


def make_loader(n, shuffle=True):
    images, labels = synthetic_glyphs(n)
    dataset = ds.NumpySlicesDataset({"image": images, "label": labels}, shuffle=shuffle)
    return dataset.batch(config.BATCH_SIZE, drop_remainder=True)
