"""Synthetic pen strokes (loops, hooks and zig-zags) resampled to a fixed number of points."""
import numpy as np


def make_stroke(kind, rng, n):
    t = np.linspace(0, 1, n, dtype=np.float32)
    if kind == 0:
        x, y = np.cos(2 * np.pi * t), np.sin(2 * np.pi * t)
    elif kind == 1:
        x, y = t, np.sqrt(np.clip(1 - (t - 1) ** 2, 0, 1))
    else:
        x, y = t, (np.floor(t * 6) % 2) * 0.5
    pts = np.stack([x, y], axis=1) * rng.uniform(0.7, 1.3) + rng.normal(0, 0.02, (n, 2))
    return pts.astype(np.float32)


def stroke_set(num, n_points, seed=0):
    rng = np.random.default_rng(seed)
    kinds = rng.integers(0, 3, size=num)
    data = np.stack([make_stroke(k, rng, n_points) for k in kinds])
    data -= data.mean(axis=1, keepdims=True)
    return data.reshape(num, -1)
