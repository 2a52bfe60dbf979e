"""Synthetic segmentation samples: an image, its class map and a mask of the labelled pixels."""
import numpy as np


class LabelledTiles:
    def __init__(self, n, size=8, classes=3):
        rng = np.random.default_rng(0)
        self.images = rng.normal(size=(n, 3, size, size)).astype(np.float32)
        self.targets = rng.integers(0, classes, size=(n, size, size)).astype(np.int32)
        self.valid = (rng.random(size=(n, size, size)) > 0.2).astype(np.float32)

    def __getitem__(self, i):
        return self.images[i], self.targets[i], self.valid[i]

    def __len__(self):
        return len(self.images)
