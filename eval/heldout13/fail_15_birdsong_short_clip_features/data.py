import numpy as np
import mindspore.dataset as ds

import config
from features import band_energies


class BirdClips:
    def __init__(self, n, seed=0):
        rng = np.random.default_rng(seed)
        self.items = []
        for _ in range(n):
            label = int(rng.integers(len(config.SPECIES)))
            length = int(rng.integers(800, 2 * config.SAMPLE_RATE))
            t = np.arange(length) / config.SAMPLE_RATE
            pitch = 600 + 300 * label + 80 * np.sin(2 * np.pi * 6 * t)
            clip = np.sin(2 * np.pi * pitch * t) * (label != 4) + 0.1 * rng.normal(size=length)
            self.items.append((clip, label))

    def __len__(self):
        return len(self.items)

    def __getitem__(self, i):
        clip, label = self.items[i]
        return band_energies(clip), np.int32(label)


def make_loader(n, seed=0):
    dataset = ds.GeneratorDataset(BirdClips(n, seed), ["bands", "label"], shuffle=True)
    return dataset.batch(config.BATCH_SIZE, drop_remainder=True)
