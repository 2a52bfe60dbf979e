import numpy as np
import mindspore.dataset as ds

import config


def telemetry_windows(n, seed):
    rng = np.random.default_rng(seed)
    x = rng.normal(0, 1, (n, config.WINDOW, len(config.SIGNALS))).astype(np.float32)
    y = rng.integers(0, len(config.EVENTS), n).astype(np.int32)
    x[y == 1, -3:, 0] -= 3.0      # harsh brake: speed drop at the end of the window
    x[y == 2, :, 2] += 2.5        # overload: high load the whole time
    x[y == 3, :, 3] += 2.0        # tip risk: tilt
    return x, y


def build_dataset(seed):
    x, y = telemetry_windows(32, seed)
    return ds.NumpySlicesDataset((x, y), column_names=["signals", "event"], shuffle=False).batch(config.BATCH)
