import numpy as np
import mindspore.dataset as ds

import config


class AccelWindows:
    """Synthetic accelerometer + gyroscope windows, one activity per window."""

    def __init__(self, n, seed=0):
        rng = np.random.default_rng(seed)
        self.labels = rng.integers(0, config.NUM_ACTIVITIES, n).astype(np.int32)
        t = np.linspace(0, 2, config.WINDOW, dtype=np.float32)
        freq = 0.5 + self.labels[:, None, None]
        phase = rng.uniform(0, np.pi, (n, config.CHANNELS, 1))
        self.signals = (np.sin(2 * np.pi * freq * t[None, None, :] + phase)
                        + 0.2 * rng.normal(size=(n, config.CHANNELS, config.WINDOW))).astype(np.float32)

    def __len__(self):
        return len(self.labels)

    def __getitem__(self, i):
        return self.signals[i], self.labels[i]


def make_loader(n, seed=0):
    dataset = ds.GeneratorDataset(AccelWindows(n, seed), ["signal", "label"], shuffle=True)
    return dataset.batch(config.BATCH_SIZE, drop_remainder=True)
