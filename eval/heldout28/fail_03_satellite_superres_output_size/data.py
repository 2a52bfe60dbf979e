import numpy as np

import config
from utils import hr_patch_size, block_downsample


def synthetic_scene(rng, size):
    yy, xx = np.mgrid[0:size, 0:size] / size
    fields = []
    for b in range(config.BANDS):
        freq = 2 + b
        field = 0.4 + 0.2 * np.sin(2 * np.pi * freq * xx) * np.cos(2 * np.pi * (freq - 1) * yy)
        fields.append(field + rng.normal(0, 0.02, size=(size, size)))
    return np.stack(fields).astype(np.float32)


def make_pairs(rng):
    hr_size = int(round(config.LR_PATCH * config.SCALE))
    lows, highs = [], []
    for _ in range(config.N_PATCHES):
        hr = synthetic_scene(rng, hr_size)
        lows.append(block_downsample(hr, config.LR_PATCH))
        highs.append(hr)
    return np.stack(lows), np.stack(highs)


def expected_hr_size():
    return hr_patch_size(config.LR_PATCH, config.SCALE)
