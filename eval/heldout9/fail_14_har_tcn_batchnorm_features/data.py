import numpy as np


def synthetic_imu(num, seq_len, sensors, num_activities, seed=0):
    rng = np.random.default_rng(seed)
    labels = rng.integers(0, num_activities, size=num)
    t = np.linspace(0, 2 * np.pi, seq_len)[None, :, None]
    freq = (labels + 1)[:, None, None]
    x = np.sin(freq * t) + 0.3 * rng.standard_normal((num, seq_len, sensors))
    return x.astype(np.float32), labels.astype(np.int32)
