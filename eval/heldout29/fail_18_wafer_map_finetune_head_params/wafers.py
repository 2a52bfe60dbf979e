import numpy as np
import mindspore.dataset as ds

import config


def wafer_map(pattern, rng):
    s = config.MAP_SIZE
    yy, xx = np.mgrid[0:s, 0:s] - (s - 1) / 2
    r = np.hypot(yy, xx) / (s / 2)
    fail_p = np.full((s, s), 0.03)
    if pattern == "center":
        fail_p[r < 0.35] = 0.8
    elif pattern in ("edge_ring", "donut"):
        fail_p[(r > (0.8 if pattern == "edge_ring" else 0.4)) & (r < (1.0 if pattern == "edge_ring" else 0.6))] = 0.8
    elif pattern == "scratch":
        fail_p[np.abs(yy - 0.6 * xx) < 0.8] = 0.9
    elif pattern == "local":
        cy, cx = rng.integers(-5, 5, 2)
        fail_p[np.hypot(yy - cy, xx - cx) < 2.5] = 0.9
    elif pattern == "random":
        fail_p[:] = 0.25
    fails = (rng.random((s, s)) < fail_p) & (r <= 1.0)
    return fails.astype(np.float32)[None]


def pattern_dataset(patterns, rng):
    xs, ys = [], []
    for i, p in enumerate(patterns):
        for _ in range(config.MAPS_PER_PATTERN):
            xs.append(wafer_map(p, rng))
            ys.append(i)
    dset = ds.NumpySlicesDataset({"wafer": np.asarray(xs), "pattern": np.asarray(ys, np.int32)}, shuffle=True)
    return dset.batch(config.BATCH_SIZE)
