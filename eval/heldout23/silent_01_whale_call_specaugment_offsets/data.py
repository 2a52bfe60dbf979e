import numpy as np

import config as cfg


def hydrophone_clips(rng):
    x = rng.normal(0, 0.3, (cfg.NUM_CLIPS, 1, cfg.FREQ_BINS, cfg.FRAMES)).astype(np.float32)
    y = (np.arange(cfg.NUM_CLIPS) % 2).astype(np.int32)
    for i in np.flatnonzero(y):
        t0 = rng.integers(0, cfg.FRAMES - 12)
        for k in range(12):  # rising sweep, ~1 bin per frame
            x[i, 0, min(3 + k, cfg.FREQ_BINS - 1), t0 + k] += 2.0
    return x, y
