import numpy as np

import config


def excerpt(genre_idx, rng):
    t = np.arange(config.N_FRAMES)[None, :]
    bands = np.arange(config.N_MELS)[:, None]
    beat = 1.0 + 0.8 * (np.sin(2 * np.pi * t * (genre_idx + 1) / 16.0) > 0.6)
    tilt = np.exp(-bands / (3.0 + 2.5 * genre_idx))
    spec = np.log1p(10 * tilt * beat + rng.gamma(1.0, 0.2, (config.N_MELS, config.N_FRAMES)))
    gain = rng.uniform(0.5, 2.0)            # recording level varies a lot between excerpts
    return (gain * spec).astype(np.float32)


def build_set(rng):
    xs, ys = [], []
    for g in range(len(config.GENRES)):
        for _ in range(config.EXCERPTS_PER_GENRE):
            xs.append(excerpt(g, rng))
            ys.append(g)
    order = rng.permutation(len(xs))
    return np.stack(xs)[order], np.asarray(ys, np.int32)[order]
