"""Toy H&E patches: tumour (dense purple nuclei), stroma (pink fibres), lymphocytes (small dark dots)."""
import numpy as np

CLASSES = ["tumour", "stroma", "lymphocytes"]
PALETTE = {"hematoxylin": (0.35, 0.2, 0.55), "eosin": (0.9, 0.55, 0.7)}


def patch(kind, rng, size=24):
    img = np.ones((3, size, size), np.float32) * np.array(PALETTE["eosin"], np.float32)[:, None, None]
    h = np.array(PALETTE["hematoxylin"], np.float32)[:, None, None]
    if kind == 0:
        for _ in range(10):
            y, x = rng.integers(2, size - 4, 2)
            img[:, y:y + 4, x:x + 4] = h
    elif kind == 1:
        for r in range(0, size, 4):
            img[:, r, :] = img[:, r, :] * 0.8
    else:
        for _ in range(25):
            y, x = rng.integers(0, size - 1, 2)
            img[:, y:y + 2, x:x + 2] = h * 0.6
    return np.clip(img + rng.normal(0, 0.04, img.shape), 0, 1).astype(np.float32)


def tiles(n, seed):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, len(CLASSES), n).astype(np.int32)
    return np.stack([patch(k, rng) for k in y]), y
