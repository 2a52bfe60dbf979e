import numpy as np

import config as C


def finite_difference(u0, steps=400):
    dx = 1.0 / (C.GRID_POINTS - 1)
    dt = C.HORIZON / steps
    u = u0.copy()
    for _ in range(steps):
        lap = np.zeros_like(u)
        lap[:, 1:-1] = (u[:, 2:] - 2 * u[:, 1:-1] + u[:, :-2]) / dx ** 2
        u = u + dt * C.DIFFUSIVITY * lap
    return u


def initial_profiles(n, seed=0):
    rng = np.random.default_rng(seed)
    xs = np.linspace(0, 1, C.GRID_POINTS)
    centers = rng.uniform(0.2, 0.8, (n, 1))
    widths = rng.uniform(0.03, 0.1, (n, 1))
    return np.exp(-((xs[None] - centers) / widths) ** 2)


def rod_dataset(n):
    u0 = initial_profiles(n)
    uT = finite_difference(u0)
    return u0[:, None].astype(np.float32), uT[:, None].astype(np.float32)
