import numpy as np
import mindspore.dataset as ds

import config as cfg
from utils import log_minutes


def load_trips(rng):
    pu = rng.integers(1, cfg.NUM_TLC_ZONES + 1, cfg.NUM_TRIPS).astype(np.int32)
    do = rng.integers(1, cfg.NUM_TLC_ZONES + 1, cfg.NUM_TRIPS).astype(np.int32)
    pu[-1] = cfg.NUM_TLC_ZONES  # the airport zone has the highest id
    hour = rng.integers(0, 24, cfg.NUM_TRIPS)
    distance = np.abs(pu - do) * 0.4 + rng.exponential(1.0, cfg.NUM_TRIPS)
    rush = ((hour >= 7) & (hour <= 9)) | ((hour >= 16) & (hour <= 18))
    seconds = 120 + 150 * distance * np.where(rush, 1.4, 1.0) + rng.normal(0, 60, cfg.NUM_TRIPS)
    numeric = np.stack([distance, np.sin(2 * np.pi * hour / 24), np.cos(2 * np.pi * hour / 24),
                        rush.astype(np.float64)], axis=1).astype(np.float32)
    return pu, do, numeric, log_minutes(np.clip(seconds, 60, None))


def trips_dataset(pu, do, numeric, target):
    data = ds.NumpySlicesDataset(
        {"pickup": pu, "dropoff": do, "numeric": numeric, "log_minutes": target[:, None]},
        shuffle=False)
    return data.batch(cfg.BATCH_SIZE)
