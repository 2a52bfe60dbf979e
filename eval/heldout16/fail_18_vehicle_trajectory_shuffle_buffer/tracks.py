"""Synthetic vehicle tracks at an intersection: straight, left turn or right turn."""
import numpy as np

import config


def track(rng):
    speed = rng.uniform(0.8, 1.6)
    turn = rng.choice([-0.08, 0.0, 0.08])
    heading = rng.uniform(0, 2 * np.pi)
    pos = rng.uniform(-5, 5, 2)
    out = []
    for _ in range(config.TRACK_LEN):
        pos = pos + speed * np.array([np.cos(heading), np.sin(heading)])
        heading += turn
        out.append(pos + rng.normal(0, 0.05, 2))
    return np.array(out)


def windows(seed):
    rng = np.random.default_rng(seed)
    past, future = [], []
    for _ in range(config.NUM_TRACKS):
        t = track(rng)
        for s in range(config.TRACK_LEN - config.HISTORY - config.HORIZON + 1):
            anchor = t[s + config.HISTORY - 1]
            past.append((t[s:s + config.HISTORY] - anchor).ravel())
            future.append((t[s + config.HISTORY:s + config.HISTORY + config.HORIZON] - anchor).ravel())
    return np.array(past, np.float32), np.array(future, np.float32)
