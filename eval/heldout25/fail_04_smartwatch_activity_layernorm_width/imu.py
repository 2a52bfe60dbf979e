import numpy as np

import config

PROFILE = {"walking": (2.0, 1.0), "running": (3.0, 2.5), "cycling": (1.4, 0.7), "sitting": (0.0, 0.05),
           "stairs": (1.7, 1.3)}


def synth_windows(seed):
    rng = np.random.RandomState(seed)
    t = np.arange(config.WINDOW) / 25.0
    xs, ys = [], []
    for y, act in enumerate(config.ACTIVITIES):
        freq, amp = PROFILE[act]
        for _ in range(config.WINDOWS_PER_ACTIVITY):
            phase = rng.uniform(0, 2 * np.pi, config.IMU_CHANNELS)
            gains = rng.uniform(0.5, 1.0, config.IMU_CHANNELS) * amp
            sig = gains[:, None] * np.sin(2 * np.pi * freq * t[None, :] + phase[:, None])
            sig[2] += 9.81
            xs.append((sig + rng.normal(0, 0.2, sig.shape)).T)
            ys.append(y)
    x = np.asarray(xs, np.float32)
    x = (x - x.mean(axis=(0, 1))) / (x.std(axis=(0, 1)) + 1e-6)
    return x, np.asarray(ys, np.int32)
