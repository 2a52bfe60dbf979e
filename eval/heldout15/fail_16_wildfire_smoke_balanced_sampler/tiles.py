"""Random-access source of camera tiles: grey-blue sky and green hills, with occasional smoke plumes."""
import numpy as np


class HillsideTiles:
    def __init__(self, n, tile, smoke_rate, seed):
        rng = np.random.default_rng(seed)
        self.labels = (rng.random(n) < smoke_rate).astype(np.int32)
        self.images = np.zeros((n, 3, tile, tile), np.float32)
        for i in range(n):
            img = np.zeros((3, tile, tile), np.float32)
            horizon = rng.integers(tile // 3, 2 * tile // 3)
            img[:, :horizon] = np.array([0.55, 0.65, 0.8], np.float32)[:, None, None]
            img[:, horizon:] = np.array([0.2, 0.45, 0.15], np.float32)[:, None, None]
            if self.labels[i]:
                x = rng.integers(2, tile - 4)
                for r in range(horizon, 0, -1):
                    w = 1 + (horizon - r) // 3
                    img[:, r, max(0, x - w):x + w] = 0.75
            self.images[i] = img + rng.normal(0, 0.03, img.shape)

    def __getitem__(self, index):
        return self.images[index], self.labels[index]

    def __len__(self):
        return len(self.labels)
