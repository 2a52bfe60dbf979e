import numpy as np

import config as cfg

# dominant EEG rhythm per stage (Hz): alpha, theta, spindles, delta, mixed theta
STAGE_HZ = (10.0, 6.0, 13.0, 1.5, 5.0)


def eeg_epochs(n, rng):
    t = np.arange(cfg.FS * cfg.EPOCH_SEC) / cfg.FS
    y = rng.integers(0, len(cfg.STAGES), n).astype(np.int32)
    x = np.empty((n, 1, t.size), dtype=np.float32)
    for i, s in enumerate(y):
        amp = 3.0 if s == 3 else 1.0
        x[i, 0] = amp * np.sin(2 * np.pi * STAGE_HZ[s] * t + rng.uniform(0, 6.28)) + rng.normal(0, 0.5, t.size)
    return x, y
