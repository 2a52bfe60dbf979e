"""Holter snippets of 8 segmented beats; alarm records contain one wide-QRS (ventricular) beat."""
import numpy as np

BEATS = 8
SAMPLES = 40


def beat(rng, ventricular):
    t = np.linspace(-1, 1, SAMPLES)
    width = 0.25 if ventricular else 0.06
    qrs = (1.6 if ventricular else 1.0) * np.exp(-(t / width) ** 2)
    p_wave = 0.0 if ventricular else 0.15 * np.exp(-((t + 0.5) / 0.08) ** 2)
    t_wave = (-0.4 if ventricular else 0.3) * np.exp(-((t - 0.45) / 0.12) ** 2)
    return (qrs + p_wave + t_wave + rng.normal(0, 0.05, SAMPLES)).astype(np.float32)


def records(n, seed=0):
    rng = np.random.default_rng(seed)
    x = np.zeros((n, BEATS, SAMPLES), np.float32)
    y = (rng.random(n) < 0.5).astype(np.int32)
    where = np.full(n, -1)
    for i in range(n):
        pos = rng.integers(0, BEATS) if y[i] else -1
        where[i] = pos
        for b in range(BEATS):
            x[i, b] = beat(rng, b == pos)
    return x, y, where
