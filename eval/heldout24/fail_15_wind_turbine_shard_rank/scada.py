import numpy as np
import mindspore.dataset as ds

import config
from utils import world_size, worker_rank


def simulate_scada(seed):
    rng = np.random.RandomState(seed)
    n = config.N_TURBINES * config.N_STEPS
    speed = np.clip(rng.weibull(2.0, n) * 8.0, 0, 25)
    direction = rng.uniform(0, 2 * np.pi, n)
    rpm = np.clip(speed * 1.6 + rng.normal(0, 0.5, n), 0, 18)
    pitch = np.where(speed > 12, (speed - 12) * 2.0, 0.0) + rng.normal(0, 0.3, n)
    temp = 25 + 0.8 * speed + rng.normal(0, 1.5, n)
    power = np.clip(np.where(speed < 3, 0, np.minimum((speed - 3) ** 3 * 2.5, 2000)), 0, None)
    power = power + rng.normal(0, 25, n)
    x = np.column_stack([speed, np.sin(direction), np.cos(direction), rpm, pitch, temp])
    x = (x - x.mean(axis=0)) / (x.std(axis=0) + 1e-6)
    return x.astype(np.float32), (power[:, None] / 2000.0).astype(np.float32)


def sharded_dataset(x, y):
    sampler = ds.DistributedSampler(num_shards=world_size(), shard_id=worker_rank(), shuffle=True)
    dataset = ds.NumpySlicesDataset({"x": x, "power": y}, sampler=sampler)
    return dataset.batch(config.BATCH_SIZE, drop_remainder=True)
