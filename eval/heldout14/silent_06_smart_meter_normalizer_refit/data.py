import numpy as np

import config


def household_days(n, level, rng):
    """Hourly kWh with morning and evening peaks; `level` scales the household's overall consumption."""
    h = np.arange(config.HOURS)
    base = 0.8 + 0.9 * np.exp(-((h - 7) ** 2) / 3) + 1.3 * np.exp(-((h - 19) ** 2) / 5)
    scale = rng.uniform(0.85, 1.15, (n, 1))
    return (level * base * scale + level * rng.normal(0, 0.05, (n, config.HOURS))).astype(np.float32)


def inject_faults(days, rng, count):
    days = days.copy()
    idx = rng.choice(len(days), count, replace=False)
    for i in idx:
        start = int(rng.integers(0, 18))
        days[i, start:start + 6] += 0.8          # stuck appliance / meter fault
    return days, idx
