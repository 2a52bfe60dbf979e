import numpy as np

import config

NORMAL = np.array([80, 16, 37.0, 120, 97, 1.2])
SEPTIC_SHIFT = np.array([25, 8, 1.3, -25, -5, 2.0])
NOISE = np.array([8, 2, 0.4, 10, 1.5, 0.4])


def simulate_stays(seed):
    rng = np.random.RandomState(seed)
    x = np.zeros((config.N_STAYS, config.HOURS, len(config.VITALS)))
    y = (rng.rand(config.N_STAYS) < 0.3).astype(np.int32)
    for i in range(config.N_STAYS):
        ramp = np.linspace(0, 1, config.HOURS)[:, None] * y[i] * rng.uniform(0.5, 1.2)
        x[i] = NORMAL + ramp * SEPTIC_SHIFT + rng.randn(config.HOURS, len(config.VITALS)) * NOISE
    x = (x - NORMAL) / NOISE
    return x.astype(np.float32), y
