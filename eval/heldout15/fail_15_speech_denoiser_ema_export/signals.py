"""Noisy / clean magnitude-spectrogram pairs (harmonic speech-like source plus broadband noise)."""
import numpy as np

FREQ_BINS = 33
FRAMES = 20


def pair(rng):
    f0 = rng.uniform(3, 6)
    bins = np.arange(FREQ_BINS)[:, None]
    clean = np.exp(-((bins % f0) ** 2) / 1.5) * rng.uniform(0.5, 1.0, (1, FRAMES))
    noise = rng.uniform(0.0, 0.6) * rng.random((FREQ_BINS, FRAMES))
    return (clean + noise).astype(np.float32), clean.astype(np.float32)


def make_pairs(n, seed=0):
    rng = np.random.default_rng(seed)
    noisy, clean = zip(*[pair(rng) for _ in range(n)])
    return np.stack(noisy)[:, None], np.stack(clean)[:, None]
