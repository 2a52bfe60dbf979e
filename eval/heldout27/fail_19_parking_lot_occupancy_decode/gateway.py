import numpy as np

import config


def fetch_space_crops(n, seed):
    """What the camera gateway returns: HWC uint8 crops, one per marked parking space."""
    rng = np.random.default_rng(seed)
    occupied = rng.integers(0, 2, n).astype(np.int32)
    crops = rng.integers(90, 120, (n, config.CROP, config.CROP, 3)).astype(np.uint8)   # asphalt
    crops[occupied == 1, 4:16, 3:17, :] = rng.integers(0, 255, 3).astype(np.uint8)    # a car
    return crops, occupied
