import numpy as np
import mindspore.dataset as ds

import config


def psg_epochs(n, seed):
    rng = np.random.default_rng(seed)
    t = np.arange(config.SAMPLES) / config.SAMPLES * 30.0
    stages = rng.integers(0, len(config.STAGES), n).astype(np.int32)
    freq = np.array([10.0, 6.0, 13.0, 1.5, 7.0])[stages]      # alpha, theta, spindles, delta, saw-tooth
    x = np.sin(2 * np.pi * freq[:, None, None] * t[None, None, :] / 10.0)
    x = x + rng.normal(0, 0.3, (n, config.CHANNELS, config.SAMPLES))
    x = x + rng.normal(0, 2.0, (n, config.CHANNELS, 1))         # electrode offset
    return x.astype(np.float32), stages


def build_dataset(seed):
    x, y = psg_epochs(32, seed)
    return ds.NumpySlicesDataset((x, y), column_names=["psg", "stage"], shuffle=False).batch(config.BATCH)
