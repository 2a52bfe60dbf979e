import numpy as np

import config


def band_profiles(seed):
    """Log band-energy patches (bands x frames) for short urban sound clips."""
    rng = np.random.RandomState(seed)
    bands = np.linspace(0, 1, config.N_BANDS)[:, None]
    frames = np.arange(config.N_FRAMES)[None, :]
    xs, ys = [], []
    for k in range(len(config.CLASSES)):
        center = 0.15 + 0.17 * k
        for _ in range(config.CLIPS_PER_CLASS):
            mod = 1 + 0.5 * np.sin(frames * (0.3 + 0.25 * k) + rng.uniform(0, 6))
            spec = np.exp(-((bands - center) ** 2) / 0.01) * mod + 0.6 * rng.rand(config.N_BANDS, config.N_FRAMES)
            xs.append(np.log1p(spec))
            ys.append(k)
    x = np.asarray(xs, np.float32)
    order = rng.permutation(len(ys))
    return x[order], np.asarray(ys, np.int32)[order]
