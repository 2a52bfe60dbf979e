"""Synthetic single-channel mammography patches: dense tissue texture, some with a bright mass."""
import numpy as np


def patch(has_mass, size, rng):
    yy, xx = np.mgrid[:size, :size]
    tissue = 90 + 30 * np.sin(xx / rng.uniform(2, 5)) * np.cos(yy / rng.uniform(2, 5))
    tissue += rng.normal(0, 12, (size, size))
    if has_mass:
        cy, cx = rng.integers(8, size - 8, 2)
        r = rng.uniform(3, 6)
        tissue += 90 * np.exp(-((yy - cy) ** 2 + (xx - cx) ** 2) / (2 * r * r))
    return np.clip(tissue, 0, 255).astype(np.uint8)[..., None]      # (H, W, 1)


def screening_patches(n, size, seed):
    rng = np.random.default_rng(seed)
    labels = (rng.random(n) < 0.4).astype(np.int32)
    return np.stack([patch(l, size, rng) for l in labels]), labels
