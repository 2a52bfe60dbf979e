import numpy as np

import config


def clear_sky_ghi(hours):
    solar = np.sin(np.pi * ((hours % 24) - 6) / 12)
    return np.clip(solar, 0, None) * 950.0


def simulate_station(seed):
    rng = np.random.default_rng(seed)
    hours = np.arange(config.NUM_DAYS * 24, dtype=np.float32)
    cloud = np.clip(np.cumsum(rng.normal(0, 0.08, hours.size)) % 1.0, 0, 1)
    ghi = clear_sky_ghi(hours) * (1 - 0.75 * cloud) + rng.normal(0, 10, hours.size)
    return hours, np.clip(ghi, 0, None).astype(np.float32)


def windows(hours, ghi):
    xs, ys = [], []
    for s in range(0, len(ghi) - config.LOOKBACK_HOURS - config.HORIZON_HOURS, 3):
        past = ghi[s:s + config.LOOKBACK_HOURS] / 1000.0
        hod = (hours[s + config.LOOKBACK_HOURS] % 24) / 24.0
        xs.append(np.concatenate([past, [np.sin(2 * np.pi * hod), np.cos(2 * np.pi * hod)]]))
        ys.append(ghi[s + config.LOOKBACK_HOURS:s + config.LOOKBACK_HOURS + config.HORIZON_HOURS] / 1000.0)
    return np.array(xs, np.float32), np.array(ys, np.float32)
