"""Wrist accelerometer windows (walk / run / cycle / rest) for self-supervised pretraining."""
import numpy as np

CHANNELS = 3
LENGTH = 32


def window(rng, activity):
    t = np.arange(LENGTH) / 16.0
    f = [1.8, 2.8, 1.2, 0.0][activity]
    amp = [1.0, 2.0, 0.6, 0.05][activity]
    phase = rng.uniform(0, 2 * np.pi, CHANNELS)[:, None]
    sig = amp * np.sin(2 * np.pi * f * t[None] + phase) + rng.normal(0, 0.1, (CHANNELS, LENGTH))
    return sig.astype(np.float32)


def unlabeled_windows(n, seed=0):
    rng = np.random.default_rng(seed)
    return np.stack([window(rng, rng.integers(0, 4)) for _ in range(n)])
