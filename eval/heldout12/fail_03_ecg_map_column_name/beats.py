"""Beat segmentation output: one fixed-length window per detected R peak."""
import numpy as np
import mindspore.dataset as ds

from config import BEAT_LEN, NUM_CLASSES


class BeatWindows:
    def __init__(self, n, seed=0):
        rng = np.random.default_rng(seed)
        t = np.linspace(-1, 1, BEAT_LEN)
        self.labels = rng.integers(0, NUM_CLASSES, size=n).astype(np.int32)
        widths = 0.05 + 0.04 * self.labels[:, None]
        qrs = np.exp(-(t[None, :] ** 2) / widths)
        self.signals = (qrs + rng.normal(0, 0.05, size=(n, BEAT_LEN))).astype(np.float32)

    def __getitem__(self, idx):
        return self.signals[idx], self.labels[idx]

    def __len__(self):
        return len(self.labels)


def raw_beats(n):
    return ds.GeneratorDataset(BeatWindows(n), column_names=["signal", "label"], shuffle=True)
