"""Reads the 16-bit PCM clips the recorders write."""
import numpy as np


def read_clips(count, samples, seed=0):
    rng = np.random.default_rng(seed)
    pcm = (rng.standard_normal((count, 1, samples)) * 3000).astype(np.int16)
    return pcm  # expect: MSD507
