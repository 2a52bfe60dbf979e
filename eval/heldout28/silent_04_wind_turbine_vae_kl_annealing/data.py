import numpy as np

import config


def scada_windows(rng):
    wind = rng.uniform(3, 14, config.N_WINDOWS)
    rpm = 1.2 * wind + rng.normal(0, 0.3, config.N_WINDOWS)
    power = np.clip(30 * (wind - 3) ** 2, 0, 2000) + rng.normal(0, 20, config.N_WINDOWS)
    pitch = np.clip(wind - 11, 0, None) * 3 + rng.normal(0, 0.3, config.N_WINDOWS)
    gear = 45 + 0.01 * power + rng.normal(0, 1, config.N_WINDOWS)
    nacelle = 25 + 0.004 * power + rng.normal(0, 1, config.N_WINDOWS)
    X = np.stack([wind, rpm, power, pitch, gear, nacelle], axis=1)
    return ((X - X.mean(0)) / X.std(0)).astype(np.float32)
