import numpy as np
import mindspore.dataset as ds

import config


class CommandUtterances:
    def __init__(self, rng):
        self.items = []
        for i in range(config.UTTERANCES):
            label = i % len(config.COMMANDS)
            n = int(rng.integers(config.MIN_FRAMES, config.MAX_FRAMES))
            t = np.linspace(0, 1, n)[:, None]
            coeffs = np.sin(2 * np.pi * (label + 1) * t * np.arange(1, config.N_MFCC + 1) / 6.0)
            mfcc = coeffs + rng.normal(0, 0.3, (n, config.N_MFCC))
            self.items.append((mfcc.astype(np.float32), np.int32(label)))

    def __getitem__(self, idx):
        return self.items[idx]

    def __len__(self):
        return len(self.items)


def command_dataset(rng):
    return ds.GeneratorDataset(CommandUtterances(rng), ["mfcc", "label"], shuffle=True)
