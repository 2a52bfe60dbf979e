import numpy as np

import config


def simulate_cgm(seed):
    """Continuous glucose monitor traces (mmol/L, 5-minute readings) with meal bumps."""
    rng = np.random.RandomState(seed)
    t = np.arange(config.READINGS)
    traces = []
    for _ in range(config.N_PATIENTS):
        g = np.full(config.READINGS, rng.uniform(5.0, 7.0))
        for meal in rng.choice(config.READINGS - 30, 3, replace=False):
            rise = rng.uniform(2.0, 5.0)
            g += rise * np.clip((t - meal) / 8.0, 0, None) * np.exp(-np.clip(t - meal, 0, None) / 14.0)
        traces.append(g + rng.normal(0, 0.15, config.READINGS))
    return np.asarray(traces, np.float32)


def windows(traces):
    xs, ys = [], []
    span = config.HISTORY + config.HORIZON
    for tr in traces:
        for s in range(0, config.READINGS - span, 4):
            xs.append(tr[s:s + config.HISTORY])
            ys.append(tr[s + config.HISTORY:s + span])
    x = (np.asarray(xs) - 6.0) / 2.0
    y = (np.asarray(ys) - 6.0) / 2.0
    return x[..., None].astype(np.float32), y.astype(np.float32)
