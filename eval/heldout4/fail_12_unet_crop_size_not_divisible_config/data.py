import numpy as np


def random_crop(img, mask, size, rng):
    h, w = img.shape[-2:]
    top, left = rng.integers(0, h - size + 1), rng.integers(0, w - size + 1)
    return img[:, top:top + size, left:left + size], mask[:, top:top + size, left:left + size]


def sample_batch(batch_size, crop, rng):
    imgs, masks = [], []
    for _ in range(batch_size):
        img = rng.random((1, 64, 64)).astype(np.float32)
        mask = (img > 0.5).astype(np.float32)
        i, m = random_crop(img, mask, crop, rng)
        imgs.append(i)
        masks.append(m)
    return np.stack(imgs), np.stack(masks)
