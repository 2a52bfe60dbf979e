"""Synthetic sonar returns: one trace of samples per ping."""
import numpy as np


def load_pings(count, samples=64, seed=0):
    rng = np.random.default_rng(seed)
    echoes = rng.standard_normal((count, samples)).astype(np.float32)
    return echoes / np.abs(echoes).max()  # expect: MSD407


def batches(pings, size):
    for start in range(0, len(pings) - size + 1, size):
        yield pings[start:start + size]
