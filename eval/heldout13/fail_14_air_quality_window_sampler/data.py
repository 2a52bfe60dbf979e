import numpy as np
import mindspore.dataset as ds

import config


def synthetic_pm25(hours=24 * 30, seed=0):
    rng = np.random.default_rng(seed)
    t = np.arange(hours)
    daily = 10 * np.sin(2 * np.pi * (t - 7) / 24)[:, None]
    base = 35 + rng.normal(0, 3, (1, config.STATIONS))
    noise = np.cumsum(rng.normal(0, 1.0, (hours, config.STATIONS)), axis=0) * 0.3
    series = base + daily + noise
    return ((series - series.mean(0)) / series.std(0)).astype(np.float32)


class SlidingWindows:
    def __init__(self, series, window, horizon):
        self.series = series
        self.window = window
        self.horizon = horizon

    def __len__(self):
        return len(self.series) - self.window + 1  # ROOT

    def __getitem__(self, i):
        x = self.series[i:i + self.window]
        y = self.series[i + self.window:i + self.window + self.horizon]
        return x, y


def make_loader(series, shuffle):
    source = SlidingWindows(series, config.WINDOW, config.HORIZON)
    dataset = ds.GeneratorDataset(source, column_names=["history", "target"], shuffle=shuffle)
    return dataset.batch(config.BATCH_SIZE, drop_remainder=True)
