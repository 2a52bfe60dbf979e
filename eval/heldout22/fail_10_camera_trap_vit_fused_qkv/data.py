import numpy as np

import config


def synth_trap_frame(k, rng):
    s = config.IMAGE_SIZE
    img = rng.normal(0.35, 0.05, size=(config.CHANNELS, s, s))
    img[1] += 0.1  # vegetation tint
    if k > 0:
        h, w = [(6, 8), (5, 7), (4, 5)][k - 1]
        y, x = rng.integers(0, s - h), rng.integers(0, s - w)
        tone = [(0.55, 0.4, 0.25), (0.2, 0.18, 0.15), (0.75, 0.35, 0.1)][k - 1]
        for c in range(config.CHANNELS):
            img[c, y:y + h, x:x + w] = tone[c] + rng.normal(0, 0.03, size=(h, w))
    return img.astype(np.float32)


def load_frames():
    rng = np.random.default_rng(config.SEED)
    labels = rng.integers(0, len(config.SPECIES), size=config.NUM_IMAGES).astype(np.int32)
    images = np.stack([synth_trap_frame(int(k), rng) for k in labels])
    mean = images.mean(axis=(0, 2, 3), keepdims=True)
    std = images.std(axis=(0, 2, 3), keepdims=True)
    return ((images - mean) / std).astype(np.float32), labels
