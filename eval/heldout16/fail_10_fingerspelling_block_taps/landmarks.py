import numpy as np
import mindspore.dataset as ds

import config


def clip(letter, rng):
    """A handshape drifting over the clip; each letter curls the fingers differently."""
    base = rng.normal(0, 0.05, size=(config.NUM_LANDMARKS, 3))
    curl = np.linspace(0, 1, config.NUM_LANDMARKS)[:, None] * (letter + 1) / config.NUM_LETTERS
    t = np.linspace(0, 1, config.NUM_FRAMES)[:, None, None]
    frames = base[None] + curl[None] * np.array([1.0, -0.5, 0.2]) + 0.1 * t
    frames += rng.normal(0, 0.02, size=frames.shape)
    return frames.reshape(config.NUM_FRAMES, -1).T.astype(np.float32)   # (63, T)


def fingerspelling_dataset():
    rng = np.random.default_rng(config.SEED)
    letters = rng.integers(0, config.NUM_LETTERS, size=config.NUM_CLIPS).astype(np.int32)
    clips = np.stack([clip(l, rng) for l in letters])
    data = ds.NumpySlicesDataset({"landmarks": clips, "letter": letters}, shuffle=True)
    return data.batch(config.BATCH_SIZE, drop_remainder=True)
