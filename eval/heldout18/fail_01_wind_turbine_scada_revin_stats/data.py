import numpy as np

import config


def simulate_scada(rng):
    t = np.arange(config.N_HOURS, dtype=np.float32)
    wind = 8 + 3 * np.sin(2 * np.pi * t / 24) + rng.normal(0, 0.8, t.shape)
    rpm = 12 * np.clip(wind / 12, 0, 1.2)
    pitch = np.where(wind > 11, (wind - 11) * 2.5, 0.0)
    temp = 40 + 0.9 * rpm + rng.normal(0, 0.5, t.shape)
    direction = 180 + 30 * np.sin(2 * np.pi * t / 200)
    power = 2000 * np.clip((wind - 3) / 9, 0, 1) ** 3
    return np.stack([wind, rpm, pitch, temp, direction, power], axis=1).astype(np.float32)


def make_windows(series):
    xs, ys = [], []
    power_col = config.SIGNALS.index("power_kw")
    for start in range(0, len(series) - config.WINDOW - config.HORIZON, 6):
        end = start + config.WINDOW
        xs.append(series[start:end])
        ys.append(series[end:end + config.HORIZON, power_col])
    return np.stack(xs), np.stack(ys).astype(np.float32)


def load_batches(seed):
    rng = np.random.default_rng(seed)
    xs, ys = zip(*(make_windows(simulate_scada(rng)) for _ in range(config.N_TURBINES)))
    x, y = np.concatenate(xs), np.concatenate(ys)
    order = rng.permutation(len(x))
    for i in range(config.STEPS):
        idx = order[i * config.BATCH_SIZE:(i + 1) * config.BATCH_SIZE]
        yield x[idx], y[idx]
