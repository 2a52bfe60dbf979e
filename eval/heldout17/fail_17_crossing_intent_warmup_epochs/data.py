import numpy as np
import mindspore.dataset as ds

import config as C


def pedestrian_tracks(n, seed=31):
    """Bounding-box trajectories (cx, cy, w, h) per frame; label 1 = will cross."""
    rng = np.random.default_rng(seed)
    will_cross = rng.integers(0, 2, n)
    t = np.arange(C.TRACK_LEN)[None, :]
    vx = np.where(will_cross[:, None] == 1, 0.04, 0.0) + rng.normal(0, 0.01, (n, 1))
    cx = rng.uniform(0.1, 0.3, (n, 1)) + vx * t
    cy = rng.uniform(0.5, 0.7, (n, 1)) + rng.normal(0, 0.005, (n, C.TRACK_LEN))
    w = np.full((n, C.TRACK_LEN), 0.05)
    h = np.full((n, C.TRACK_LEN), 0.15)
    tracks = np.stack([cx, cy, w, h], axis=-1).reshape(n, -1)
    return tracks.astype(np.float32), will_cross.astype(np.int32)


def track_dataset():
    x, y = pedestrian_tracks(C.NUM_TRACKS)
    dataset = ds.NumpySlicesDataset({"track": x, "crossing": y}, shuffle=True)
    return dataset.batch(C.BATCH_SIZE, drop_remainder=True)
