import numpy as np
import mindspore.dataset as ds

import config

NORMAL = np.array([80.0, 16.0, 37.0, 120.0, 97.0], dtype=np.float32)
SCALE = np.array([15.0, 4.0, 0.7, 15.0, 2.0], dtype=np.float32)


class VitalsWindows:
    def __init__(self, n, seed=0):
        rng = np.random.default_rng(seed)
        self.labels = (rng.random(n) < 0.3).astype(np.int32)
        drift = np.array([1.5, 0.6, 0.08, -2.0, -0.3], dtype=np.float32)
        hours = np.arange(config.HOURS, dtype=np.float32)[:, None]
        self.series = []
        for y in self.labels:
            raw = NORMAL + SCALE * rng.normal(0, 0.5, (config.HOURS, len(config.VITALS))) + y * drift * hours
            self.series.append(((raw - NORMAL) / SCALE).astype(np.float32))

    def __len__(self):
        return len(self.labels)

    def __getitem__(self, idx):
        return {"vitals": self.series[idx], "label": self.labels[idx]}  # ROOT


def make_loader(n, seed, shuffle):
    source = VitalsWindows(n, seed)
    dataset = ds.GeneratorDataset(source, column_names=["vitals", "label"], shuffle=shuffle)
    return dataset.batch(config.BATCH_SIZE, drop_remainder=True)
