import numpy as np
import mindspore.dataset as ds

import config as cfg


def storm_cells(rng):
    yy, xx = np.mgrid[0:cfg.GRID, 0:cfg.GRID]
    frames = np.zeros((cfg.NUM_SAMPLES, cfg.FRAMES, cfg.GRID, cfg.GRID), dtype=np.float32)
    labels = np.zeros(cfg.NUM_SAMPLES, dtype=np.int32)
    for i in range(cfg.NUM_SAMPLES):
        cls = i % len(cfg.INTENSITY_CLASSES)
        cy, cx = rng.uniform(5, cfg.GRID - 5, 2)
        vy, vx = rng.normal(0, 1.5, 2)
        peak = 10.0 + 15.0 * cls
        for t in range(cfg.FRAMES):
            d2 = (yy - cy - vy * t) ** 2 + (xx - cx - vx * t) ** 2
            frames[i, t] = peak * np.exp(-d2 / 30.0) + rng.normal(0, 1.0, (cfg.GRID, cfg.GRID))
        labels[i] = cls
    return frames / 55.0, labels


def radar_dataset(seed):
    frames, labels = storm_cells(np.random.default_rng(seed))
    data = ds.NumpySlicesDataset({"dbz": frames, "intensity": labels}, shuffle=True)
    return data.batch(cfg.BATCH_SIZE)
