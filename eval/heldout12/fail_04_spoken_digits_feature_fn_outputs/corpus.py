import numpy as np
import mindspore.dataset as ds

from audio_cfg import BATCH, NUM_DIGITS, SAMPLE_RATE
from features import log_fbank


class DigitClips:
    """Synthetic utterances of varying duration (0.4 - 0.9 s), one tone pattern per digit."""

    def __init__(self, n, seed=0):
        self.rng = np.random.default_rng(seed)
        self.labels = self.rng.integers(0, NUM_DIGITS, size=n).astype(np.int32)
        self.durations = self.rng.uniform(0.4, 0.9, size=n)

    def __getitem__(self, i):
        t = np.arange(int(self.durations[i] * SAMPLE_RATE)) / SAMPLE_RATE
        f0 = 300 + 120 * self.labels[i]
        wave = np.sin(2 * np.pi * f0 * t) + 0.1 * self.rng.normal(size=t.shape)
        return wave.astype(np.float32), self.labels[i]

    def __len__(self):
        return len(self.labels)


def digit_loader(n):
    data = ds.GeneratorDataset(DigitClips(n), column_names=["wave", "label"], shuffle=True)
    data = data.map(operations=log_fbank, input_columns=["wave"],
                    output_columns=["feats", "num_frames"])
    return data.batch(BATCH, drop_remainder=True)
