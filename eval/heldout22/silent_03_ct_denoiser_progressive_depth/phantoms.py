import numpy as np

import config


def shepp_like(rng):
    s = config.SIZE
    yy, xx = np.mgrid[-1:1:complex(0, s), -1:1:complex(0, s)]
    img = np.zeros((s, s), np.float32)
    img[(xx / 0.85) ** 2 + (yy / 0.95) ** 2 < 1] = 0.8
    img[(xx / 0.75) ** 2 + (yy / 0.85) ** 2 < 1] = 0.3
    for _ in range(3):
        cx, cy = rng.uniform(-0.4, 0.4, 2)
        a, b = rng.uniform(0.08, 0.25, 2)
        img[((xx - cx) / a) ** 2 + ((yy - cy) / b) ** 2 < 1] += rng.uniform(0.1, 0.4)
    return img


def low_dose_pairs():
    rng = np.random.default_rng(config.SEED)
    clean = np.stack([shepp_like(rng) for _ in range(config.NUM_SLICES)])[:, None]
    noisy = clean + rng.normal(0, config.NOISE_HU, clean.shape)
    return noisy.astype(np.float32), clean.astype(np.float32)
