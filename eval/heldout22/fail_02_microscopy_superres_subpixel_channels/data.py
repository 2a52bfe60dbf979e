import numpy as np

import config


def synth_nuclei(rng, size, n_blobs=6):
    yy, xx = np.mgrid[0:size, 0:size].astype(np.float32)
    img = np.zeros((size, size), np.float32)
    for _ in range(n_blobs):
        cy, cx = rng.uniform(2, size - 2, size=2)
        r = rng.uniform(1.5, 3.5)
        img += np.exp(-((yy - cy) ** 2 + (xx - cx) ** 2) / (2 * r ** 2))
    return np.clip(img, 0.0, 1.0)


def downsample(img, factor):
    h, w = img.shape
    return img.reshape(h // factor, factor, w // factor, factor).mean(axis=(1, 3))


def make_pairs():
    rng = np.random.default_rng(config.SEED)
    hr = np.stack([synth_nuclei(rng, config.HR_SIZE) for _ in range(config.NUM_FIELDS)])
    lr = np.stack([downsample(x, config.SCALE) for x in hr])
    noise = rng.normal(0.0, 0.02, size=lr.shape).astype(np.float32)
    return (lr + noise)[:, None].astype(np.float32), hr[:, None].astype(np.float32)


def batches(lr, hr, batch_size):
    for start in range(0, len(lr) - batch_size + 1, batch_size):
        yield lr[start:start + batch_size], hr[start:start + batch_size]
