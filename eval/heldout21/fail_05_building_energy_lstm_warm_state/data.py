"""Hourly smart-meter windows with static building metadata."""
import numpy as np
import mindspore.dataset as ds

WINDOW = 24      # hours of history
N_SERIES = 3     # load kWh, outdoor temperature, occupancy
N_META = 4       # floor area, year built, HVAC type, climate zone


def meter_windows(n_buildings=8, hours=24 * 6, seed=1):
    rng = np.random.default_rng(seed)
    t = np.arange(hours)
    xs, metas, ys = [], [], []
    for _ in range(n_buildings):
        meta = rng.normal(size=N_META).astype(np.float32)
        temp = 10 + 8 * np.sin(2 * np.pi * t / 24) + rng.normal(0, 1, hours)
        occ = ((t % 24 > 7) & (t % 24 < 19)).astype(np.float64)
        load = 1.5 + 0.3 * meta[0] + 0.05 * temp + occ + rng.normal(0, 0.1, hours)
        series = np.stack([load, temp / 10, occ], -1).astype(np.float32)
        for s in range(0, hours - WINDOW - 1, 12):
            xs.append(series[s:s + WINDOW])
            metas.append(meta)
            ys.append(series[s + WINDOW, :1])
    return np.stack(xs), np.stack(metas), np.stack(ys)


def make_dataset(batch_size=8):
    x, meta, y = meter_windows()
    return ds.NumpySlicesDataset((x, meta, y), ["window", "meta", "next_load"],
                                 shuffle=True).batch(batch_size, drop_remainder=True)
