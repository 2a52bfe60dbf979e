import numpy as np
import mindspore.dataset as ds

import config


def simulate_windows(n, seed):
    rng = np.random.default_rng(seed)
    t = np.linspace(0, 1, config.WINDOW, dtype=np.float32)
    activity = rng.integers(0, len(config.ACTIVITIES), n).astype(np.int32)
    terrain = rng.integers(0, len(config.TERRAINS), n).astype(np.int32)
    speed = (1.0 + 0.6 * activity + rng.normal(0, 0.1, n)).astype(np.float32)
    cadence = 1.5 + 0.4 * activity[:, None, None]
    x = np.sin(2 * np.pi * cadence * t[None, None, :]) + rng.normal(0, 0.2, (n, config.CHANNELS, config.WINDOW))
    return x.astype(np.float32), activity, terrain, speed


def build_dataset(seed):
    x, a, ter, s = simulate_windows(16, seed)
    dataset = ds.NumpySlicesDataset((x, a, ter, s), column_names=["imu", "activity", "terrain", "speed"],
                                    shuffle=False)
    return dataset.batch(config.BATCH, drop_remainder=True)
