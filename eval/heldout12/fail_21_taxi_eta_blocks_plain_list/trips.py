import numpy as np

NUM_ZONES = 40


def synthetic_trips(n, seed=0):
    rng = np.random.default_rng(seed)
    pu, do = rng.integers(0, NUM_ZONES, size=n), rng.integers(0, NUM_ZONES, size=n)
    hour, wd = rng.integers(0, 24, size=n), rng.integers(0, 7, size=n)
    dist = np.abs(pu - do) * 0.7 + rng.gamma(2.0, 0.5, size=n)
    passengers = rng.integers(1, 5, size=n)
    rush = ((hour >= 7) & (hour <= 9)) | ((hour >= 16) & (hour <= 19))
    minutes = 3 + dist * (2.2 + 1.5 * rush) + rng.normal(0, 2, size=n)
    cats = np.stack([pu, do, hour, wd], axis=1).astype(np.int32)
    numeric = np.stack([dist, passengers, np.sin(hour / 24 * 2 * np.pi)], axis=1).astype(np.float32)
    return cats, numeric, np.log1p(np.maximum(minutes, 1)).astype(np.float32)
