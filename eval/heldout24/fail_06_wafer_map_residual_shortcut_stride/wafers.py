import numpy as np

import config


def wafer_map(pattern, rng):
    n = config.WAFER_SIZE
    yy, xx = np.mgrid[:n, :n]
    r = np.hypot(yy - n / 2 + 0.5, xx - n / 2 + 0.5) / (n / 2)
    on_wafer = r <= 1.0
    p_fail = np.full((n, n), 0.03)
    if pattern == "center":
        p_fail += 0.7 * (r < 0.35)
    elif pattern == "edge_ring":
        p_fail += 0.7 * (r > 0.8)
    elif pattern == "donut":
        p_fail += 0.7 * ((r > 0.4) & (r < 0.65))
    elif pattern == "scratch":
        angle = rng.uniform(0, np.pi)
        dist = np.abs((xx - n / 2) * np.sin(angle) - (yy - n / 2) * np.cos(angle))
        p_fail += 0.8 * (dist < 1.2)
    fails = (rng.rand(n, n) < p_fail) & on_wafer
    return np.where(on_wafer, 1.0 + fails, 0.0).astype(np.float32) / 2.0


def build(seed):
    rng = np.random.RandomState(seed)
    maps, labels = [], []
    for y, pattern in enumerate(config.PATTERNS):
        for _ in range(config.WAFERS_PER_PATTERN):
            maps.append(wafer_map(pattern, rng)[None])
            labels.append(y)
    return np.stack(maps), np.asarray(labels, np.int32)
