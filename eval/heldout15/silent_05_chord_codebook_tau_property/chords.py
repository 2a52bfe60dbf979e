"""12-dimensional chroma vectors of triads (major / minor in every key) with voicing noise."""
import numpy as np

MAJOR, MINOR = (0, 4, 7), (0, 3, 7)


def chroma(root, shape, rng):
    v = np.zeros(12, np.float32)
    for interval in shape:
        v[(root + interval) % 12] = rng.uniform(0.7, 1.0)
    v += rng.uniform(0, 0.15, 12)
    return v / np.linalg.norm(v)


def chroma_frames(n, seed=0):
    rng = np.random.default_rng(seed)
    return np.stack([chroma(rng.integers(0, 12), MAJOR if rng.random() < 0.5 else MINOR, rng)
                     for _ in range(n)]).astype(np.float32)
