import numpy as np

import config as C


def emg_windows(n, seed=19):
    rng = np.random.default_rng(seed)
    labels = rng.integers(0, len(C.GESTURES), n).astype(np.int32)
    activation = rng.uniform(0.1, 1.0, (len(C.GESTURES), C.CHANNELS))
    noise = rng.normal(0, 1, (n, C.CHANNELS, C.WINDOW))
    windows = noise * activation[labels][:, :, None]
    return windows.astype(np.float32), labels
