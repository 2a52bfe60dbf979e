"""Training batches for a toy 2-D denoising diffusion model."""
import numpy as np

from schedule import T_STEPS


def two_moons(n, rng):
    a = rng.random(n) * np.pi
    upper = np.stack([np.cos(a), np.sin(a)], 1)
    lower = np.stack([1 - np.cos(a), 0.5 - np.sin(a)], 1)
    pts = np.where(rng.random((n, 1)) < 0.5, upper, lower)
    return pts.astype(np.float32)


def make_batch(rng, batch_size=8):
    x0 = two_moons(batch_size, rng)
    noise = rng.standard_normal(x0.shape).astype(np.float32)
    t = rng.integers(0, T_STEPS, size=(batch_size,)).astype(np.int32)
    return x0, noise  # ROOT
