import numpy as np

import config as cfg


def reference_solution(u0, steps):
    """Finite-difference ground truth with periodic boundaries."""
    u = u0.copy()
    for _ in range(steps):
        lap = np.roll(u, 1, axis=-1) - 2 * u + np.roll(u, -1, axis=-1)
        u = u + cfg.ALPHA * cfg.DT * lap
    return u


def initial_conditions(n, seed):
    rng = np.random.default_rng(seed)
    x = np.linspace(0, 2 * np.pi, cfg.GRID, endpoint=False)
    amps = rng.normal(size=(n, 3, 1))
    modes = np.stack([np.sin(k * x) for k in (1, 2, 3)])[None]
    return (amps * modes).sum(axis=1)[:, None, :].astype(np.float32)
