import numpy as np

import config


def simulate_trips(seed):
    rng = np.random.RandomState(seed)
    n = config.N_TRIPS
    pickup = rng.uniform([40.70, -74.02], [40.80, -73.93], size=(n, 2))
    dropoff = pickup + rng.normal(0, 0.02, size=(n, 2))
    hour = rng.randint(0, 24, n)
    passengers = rng.randint(1, 5, n)
    dist_km = np.hypot(*(dropoff - pickup).T) * 111.0
    rush = ((hour >= 7) & (hour <= 9)) | ((hour >= 16) & (hour <= 19))
    fare = 3.0 + 1.9 * dist_km + 2.5 * rush + rng.gamma(1.0, 0.8, n)
    return pickup, dropoff, hour, passengers, fare


def featurize(pickup, dropoff, hour, passengers):
    delta = dropoff - pickup
    dist = np.hypot(*delta.T) * 111.0
    feats = np.column_stack([dist, np.log1p(dist), delta[:, 0] * 100, delta[:, 1] * 100,
                             np.sin(2 * np.pi * hour / 24), np.cos(2 * np.pi * hour / 24), passengers / 4.0])
    return feats.astype(np.float32)
