"""Simulated quadcopter telemetry and the remaining flight time (minutes) as target."""
import numpy as np
import mindspore as ms

import config


def simulate_flight(rng):
    n = config.SAMPLES_PER_FLIGHT
    load = rng.uniform(0.6, 1.4)
    t = np.arange(n)
    current = 12 * load + rng.normal(0, 0.5, n)
    voltage = 16.8 - np.cumsum(current) * 0.0015 + rng.normal(0, 0.02, n)
    altitude = 30 + 5 * np.sin(t / 15) + rng.normal(0, 0.3, n)
    airspeed = 8 + rng.normal(0, 0.5, n)
    temperature = 25 + 0.05 * t * load
    remaining = np.maximum((voltage - 14.0) / (0.0015 * current * 5 * 60) * 5, 0.0)
    return np.stack([voltage, current, altitude, airspeed, temperature], axis=1), remaining


def windows(seed):
    rng = np.random.default_rng(seed)
    xs, ys = [], []
    for _ in range(config.NUM_FLIGHTS):
        tele, remaining = simulate_flight(rng)
        for end in range(config.WINDOW, len(tele)):
            xs.append(tele[end - config.WINDOW:end])
            ys.append(remaining[end - 1])
    x = np.asarray(xs, dtype=np.float32)
    mean, std = x.mean(axis=(0, 1)), x.std(axis=(0, 1)) + 1e-6
    return ((x - mean) / std).astype(np.float32), np.asarray(ys, dtype=np.float32)


def minibatches(x, y, batch_size, rng):
    order = rng.permutation(len(x))
    for s in range(0, len(order) - batch_size + 1, batch_size):
        idx = order[s:s + batch_size]
        yield x[idx], y[idx]  # ROOT


def as_tensors(*arrays):
    return tuple(ms.Tensor(a) for a in arrays)
