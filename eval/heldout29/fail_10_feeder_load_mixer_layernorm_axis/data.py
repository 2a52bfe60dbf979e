import numpy as np

import config


def feeder_days(rng):
    hours = np.arange(config.HOURS)
    days = []
    for d in range(config.N_DAYS + 1):
        temp = 12 + 8 * np.sin(2 * np.pi * (hours - 9) / 24) + rng.normal(0, 1)
        hum = 0.6 + 0.1 * np.cos(2 * np.pi * hours / 24)
        weekend = float(d % 7 in (5, 6)) * np.ones(config.HOURS)
        load = 3 + 1.5 * np.exp(-0.5 * ((hours - 19) / 2.5) ** 2) + 0.05 * temp - 0.5 * weekend
        days.append(np.stack([load + rng.normal(0, 0.05, config.HOURS), temp / 20, hum, weekend], axis=1))
    days = np.asarray(days, np.float32)
    return days[:-1], days[1:, :, 0]
