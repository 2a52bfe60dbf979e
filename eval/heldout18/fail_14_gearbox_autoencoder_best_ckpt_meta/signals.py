import numpy as np

import config


def healthy_windows(rng, n):
    t = np.arange(config.WINDOW) / 1000.0
    mesh = np.sin(2 * np.pi * 120 * t)[None] * rng.uniform(0.8, 1.2, (n, 1))
    shaft = 0.3 * np.sin(2 * np.pi * 25 * t + rng.uniform(0, np.pi, (n, 1)))
    return (mesh + shaft + rng.normal(0, 0.05, (n, config.WINDOW))).astype(np.float32)


def batches(x, batch_size):
    for i in range(0, len(x), batch_size):
        yield x[i:i + batch_size]
