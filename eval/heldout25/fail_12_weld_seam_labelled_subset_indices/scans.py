import numpy as np

import config


def laser_profiles(seed):
    """Cross-section height profiles of weld seams from a laser line scanner, in acquisition order."""
    rng = np.random.RandomState(seed)
    x = np.linspace(-1, 1, config.PROFILE_POINTS)
    profiles, labels = [], []
    for _ in range(config.N_SCANS):
        y = rng.choice(len(config.DEFECTS), p=[0.55, 0.15, 0.15, 0.15])
        bead = 0.8 * np.exp(-x ** 2 / 0.1)
        if y == 1:
            bead -= 0.2 * (rng.rand(config.PROFILE_POINTS) < 0.2)
        elif y == 2:
            bead -= 0.4 * np.exp(-(x - rng.choice([-0.5, 0.5])) ** 2 / 0.01)
        elif y == 3:
            bead -= 0.7 * np.exp(-x ** 2 / 0.02)
        profiles.append(bead + rng.normal(0, 0.03, config.PROFILE_POINTS))
        labels.append(y)
    return np.asarray(profiles, np.float32)[:, None, :], np.asarray(labels, np.int32)


def spread_selection(n_items, budget):
    return np.linspace(0, n_items - 1, budget)  # ROOT
