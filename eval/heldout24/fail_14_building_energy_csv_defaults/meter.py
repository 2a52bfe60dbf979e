import numpy as np

import config


def export_meter_csv(path, seed):
    rng = np.random.RandomState(seed)
    t = np.arange(config.N_HOURS)
    hour, weekday = t % 24, (t // 24) % 7
    temp = 8.0 + 6.0 * np.sin(2 * np.pi * (hour - 9) / 24) + rng.normal(0, 1.5, t.size)
    occupancy = np.where((weekday < 5) & (hour >= 8) & (hour <= 18), rng.uniform(0.5, 1.0, t.size), 0.05)
    kwh = 20 + 35 * occupancy + 1.8 * np.clip(16 - temp, 0, None) + rng.normal(0, 2, t.size)
    with open(path, "w") as fh:
        fh.write(",".join(config.COLUMNS) + "\n")
        for row in zip(hour, weekday, temp, occupancy, kwh):
            fh.write(f"{config.METER_ID},{row[0]},{row[1]},{row[2]:.2f},{row[3]:.3f},{row[4]:.2f}\n")
