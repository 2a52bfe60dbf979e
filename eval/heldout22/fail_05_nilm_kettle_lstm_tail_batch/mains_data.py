import numpy as np
import mindspore.dataset as ds

import config


def simulate_household(rng, n_samples):
    base = 150 + 40 * np.sin(np.arange(n_samples) / 300.0)
    fridge = 90 * ((np.arange(n_samples) // 40) % 3 == 0)
    kettle = np.zeros(n_samples)
    t = 0
    while t < n_samples:
        t += int(rng.integers(60, 200))
        dur = int(rng.integers(15, 35))
        kettle[t:t + dur] = config.KETTLE_WATTS
        t += dur
    noise = rng.normal(0, 15, n_samples)
    aggregate = base + fridge + kettle + noise
    return aggregate.astype(np.float32), kettle.astype(np.float32)


def to_windows(aggregate, kettle):
    n = config.NUM_WINDOWS
    starts = np.linspace(0, len(aggregate) - config.WINDOW, n).astype(int)
    x = np.stack([aggregate[s:s + config.WINDOW] for s in starts])[..., None]
    y = np.stack([kettle[s:s + config.WINDOW] for s in starts])[..., None]
    return (x - x.mean()) / x.std(), y / config.KETTLE_WATTS


def build_dataset():
    rng = np.random.default_rng(config.SEED)
    agg, kettle = simulate_household(rng, config.NUM_WINDOWS * 30)
    x, y = to_windows(agg, kettle)
    dataset = ds.NumpySlicesDataset({"mains": x.astype(np.float32), "kettle": y.astype(np.float32)},
                                    shuffle=True)
    return dataset.batch(config.BATCH_SIZE)  # ROOT
