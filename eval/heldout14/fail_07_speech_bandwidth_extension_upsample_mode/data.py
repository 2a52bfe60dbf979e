import numpy as np
import mindspore.dataset as ds

import config


def synthetic_speech(num_frames, seed):
    """Harmonic 'voiced' frames with a few partials above 4 kHz that the narrowband copy loses."""
    rng = np.random.default_rng(seed)
    t = np.arange(2 * config.FRAME) / config.WB_RATE
    wide = []
    for _ in range(num_frames):
        f0 = rng.uniform(100, 250)
        sig = sum(rng.uniform(0.1, 1.0) / k * np.sin(2 * np.pi * k * f0 * t + rng.uniform(0, 6)) for k in range(1, 30))
        wide.append(sig / np.abs(sig).max())
    wide = np.stack(wide).astype(np.float32)
    narrow = wide[:, ::2].copy()          # naive decimation stands in for the telephone channel
    return narrow[:, None, :], wide[:, None, :]


def make_dataset():
    narrow, wide = synthetic_speech(config.NUM_FRAMES, config.SEED)
    return ds.NumpySlicesDataset((narrow, wide), column_names=["narrow", "wide"], shuffle=True).batch(config.BATCH_SIZE)
