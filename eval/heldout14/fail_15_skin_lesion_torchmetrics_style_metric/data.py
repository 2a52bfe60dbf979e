import numpy as np
import mindspore.dataset as ds
import mindspore.dataset.vision as vision

import config


def synthetic_dermoscopy(n, seed):
    """Brown blobs; melanoma blobs are irregular and darker, keratoses are rough and lighter."""
    rng = np.random.default_rng(seed)
    yy, xx = np.mgrid[0:config.IMG, 0:config.IMG] - config.IMG / 2
    labels = rng.choice(len(config.CLASSES), size=n, p=[0.6, 0.25, 0.15]).astype(np.int32)
    images = np.empty((n, config.IMG, config.IMG, 3), dtype=np.float32)
    for i, c in enumerate(labels):
        theta = np.arctan2(yy, xx)
        radius = 5 + (2.0 * np.sin(5 * theta + rng.uniform(0, 6)) if c == 1 else 0.3 * rng.normal())
        blob = (np.sqrt(xx ** 2 + yy ** 2) < radius).astype(np.float32)
        tone = {0: 0.45, 1: 0.25, 2: 0.65}[int(c)]
        skin = np.array([0.9, 0.75, 0.65])
        img = skin * (1 - blob[..., None]) + tone * np.array([0.8, 0.5, 0.3]) * blob[..., None]
        if c == 2:
            img += 0.1 * rng.normal(size=img.shape) * blob[..., None]
        images[i] = np.clip(img + rng.normal(0, 0.03, img.shape), 0, 1)
    return images, labels


def make_loader(n, seed, training):
    images, labels = synthetic_dermoscopy(n, seed)
    dataset = ds.NumpySlicesDataset((images, labels), column_names=["image", "label"], shuffle=training)
    ops_ = [vision.Normalize(mean=[0.7, 0.6, 0.5], std=[0.2, 0.2, 0.2], is_hwc=True), vision.HWC2CHW()]
    if training:
        ops_ = [vision.RandomHorizontalFlip(), vision.RandomVerticalFlip()] + ops_
    return dataset.map(ops_, input_columns="image").batch(config.BATCH_SIZE)
