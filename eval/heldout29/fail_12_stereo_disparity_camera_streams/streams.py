import numpy as np
import mindspore.dataset as ds

import config


def render_pairs(rng):
    """Random-dot stereograms: the right view is the left view shifted by the true disparity."""
    lefts, rights, disps = [], [], []
    for _ in range(config.N_PAIRS):
        d = int(rng.integers(1, config.MAX_DISPARITY + 1))
        scene = rng.random((config.HEIGHT, config.WIDTH + config.MAX_DISPARITY)).astype(np.float32)
        lefts.append(scene[None, :, d:d + config.WIDTH])
        rights.append(scene[None, :, :config.WIDTH])
        disps.append(np.full((1, config.HEIGHT, config.WIDTH), d, np.float32))
    return np.asarray(lefts), np.asarray(rights), np.asarray(disps)


def camera_stream(frames, side):
    """One dataset per physical camera, so each can get its own photometric augmentation."""
    columns = ["image"]  # ROOT
    return ds.NumpySlicesDataset(frames, column_names=columns, shuffle=False)


def stereo_dataset(rng):
    left, right, disp = render_pairs(rng)
    target = ds.NumpySlicesDataset(disp, column_names=["disparity"], shuffle=False)
    pairs = ds.zip((camera_stream(left, "left"), camera_stream(right, "right"), target))
    return pairs.batch(config.BATCH_SIZE)
