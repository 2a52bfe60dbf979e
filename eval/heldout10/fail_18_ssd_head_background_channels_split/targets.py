import numpy as np

from anchors_cfg import NUM_CLASSES, ANCHORS_PER_CELL, FEATURE_SIZE, IMAGE_SIZE


def synthetic_batch(batch, seed=0):
    rng = np.random.default_rng(seed)
    images = rng.normal(size=(batch, 3, IMAGE_SIZE, IMAGE_SIZE)).astype(np.float32)
    n_anchor = FEATURE_SIZE * FEATURE_SIZE * ANCHORS_PER_CELL
    labels = np.where(rng.random((batch, n_anchor)) < 0.1,
                      rng.integers(1, NUM_CLASSES, size=(batch, n_anchor)), 0).astype(np.int32)
    boxes = rng.normal(scale=0.5, size=(batch, n_anchor, 4)).astype(np.float32)
    return images, boxes, labels
