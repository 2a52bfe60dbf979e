import numpy as np

import config


class KeplerQuarter:
    """Synthetic long-cadence light curves; half of the stars host a transiting planet."""

    def __init__(self):
        rng = np.random.default_rng(config.SEED)
        t = np.arange(config.CADENCES, dtype=np.float32)
        self.curves, self.labels = [], []
        for i in range(config.NUM_STARS):
            flux = 1.0 + 0.002 * np.sin(2 * np.pi * t / rng.uniform(80, 300)) + rng.normal(0, 4e-4, t.size)
            has_planet = i % 2
            if has_planet:
                period, dur, depth = rng.uniform(25, 60), int(rng.integers(3, 7)), rng.uniform(1.5e-3, 4e-3)
                phase = rng.uniform(0, period)
                for start in np.arange(phase, config.CADENCES, period).astype(int):
                    flux[start:start + dur] -= depth
            self.curves.append((flux * rng.uniform(2e4, 8e4)).astype(np.float32))
            self.labels.append(np.int32(has_planet))

    def __getitem__(self, i):
        return self.curves[i], self.labels[i]

    def __len__(self):
        return len(self.curves)
