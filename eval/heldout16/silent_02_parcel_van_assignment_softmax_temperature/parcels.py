import numpy as np

import config


def parcel_day(seed):
    rng = np.random.default_rng(seed)
    angle = rng.uniform(0, 2 * np.pi, config.NUM_PARCELS)
    radius = rng.uniform(1, 10, config.NUM_PARCELS)
    weight = rng.gamma(2.0, 3.0, config.NUM_PARCELS)
    tw = rng.uniform(8, 16, config.NUM_PARCELS)
    feats = np.stack([np.cos(angle), np.sin(angle), radius / 10, weight / 10, tw / 24, (tw + 2) / 24], 1)
    sector = (angle // (2 * np.pi / config.NUM_VANS)).astype(int)
    cost = np.abs(np.arange(config.NUM_VANS)[None, :] - sector[:, None]).astype(np.float32)
    return feats.astype(np.float32), weight.astype(np.float32), cost
