import numpy as np
import mindspore.dataset as ds

import config

NORMAL = np.array([80, 120, 75, 16, 97, 37.0], dtype=np.float32)
SPREAD = np.array([15, 20, 12, 4, 2, 0.6], dtype=np.float32)


def simulate_stays(rng):
    severity = rng.uniform(0, 1, size=config.NUM_STAYS).astype(np.float32)
    drift = np.array([20, -25, -10, 8, -5, 1.0], dtype=np.float32)
    hours = np.linspace(0, 1, config.NUM_HOURS, dtype=np.float32)
    base = NORMAL + rng.normal(0, 1, size=(config.NUM_STAYS, 1, len(config.VITALS))) * SPREAD
    trend = severity[:, None, None] * hours[None, :, None] * drift
    vitals = (base + trend).astype(np.float32)
    return vitals, severity


def make_targets(severity, task, rng):
    if task == "mortality":
        return (severity + rng.normal(0, 0.1, size=severity.shape) > 0.8).astype(np.int32)
    days = 1 + 10 * severity + rng.exponential(1.0, size=severity.shape)
    return np.digitize(days, [3, 6, 9]).astype(np.int32)


def summarise(vitals):
    z = (vitals - NORMAL) / SPREAD
    return np.concatenate([z.mean(axis=1), z.min(axis=1), z.max(axis=1), z[:, -1] - z[:, 0]], axis=1)


def build_dataset(task):
    rng = np.random.default_rng(config.SEED)
    vitals, severity = simulate_stays(rng)
    feats = summarise(vitals).astype(np.float32)
    labels = make_targets(severity, task, rng)
    data = ds.NumpySlicesDataset({"features": feats, "label": labels}, shuffle=True)
    return data.batch(config.BATCH_SIZE, drop_remainder=True), feats.shape[1]
