import numpy as np

import config


def synth_photos(seed):
    """Synthetic photos whose 'aesthetic score' depends on contrast, sharpness and centring."""
    rng = np.random.RandomState(seed)
    n, s = config.N_PHOTOS, config.IMAGE_SIZE
    yy, xx = np.mgrid[:s, :s] / (s - 1)
    imgs, scores = [], []
    for _ in range(n):
        cx, cy = rng.uniform(0.2, 0.8, 2)
        contrast = rng.uniform(0.2, 1.0)
        blur = rng.uniform(0.05, 0.3)
        subject = np.exp(-((xx - cx) ** 2 + (yy - cy) ** 2) / (2 * blur ** 2))
        img = 0.5 + contrast * (subject - 0.5) * np.array([0.9, 0.7, 0.5])[:, None, None]
        img += rng.normal(0, 0.03, img.shape)
        score = 2.0 * contrast + (0.3 - blur) * 4 - 3.0 * np.hypot(cx - 0.5, cy - 0.5)
        imgs.append(img)
        scores.append([score])
    return np.asarray(imgs, np.float32), np.asarray(scores, np.float32)
