import numpy as np


def road_adjacency(num_sensors, seed=1):
    rng = np.random.default_rng(seed)
    coords = rng.uniform(0, 10, (num_sensors, 2))
    dist = np.linalg.norm(coords[:, None] - coords[None], axis=-1)
    adj = np.exp(-(dist / dist.std()) ** 2)
    adj[adj < 0.3] = 0.0
    adj = adj + np.eye(num_sensors)
    deg = adj.sum(1)
    norm = adj / np.sqrt(deg[:, None] * deg[None, :])
    return norm.astype(np.float32)


def speed_windows(num_samples, num_sensors, history, horizon, seed=2):
    rng = np.random.default_rng(seed)
    t = np.arange(num_samples + history + horizon)
    base = 55 + 10 * np.sin(2 * np.pi * t / 48)[:, None] + rng.normal(0, 2, (len(t), num_sensors))
    x = np.stack([base[i:i + history].T for i in range(num_samples)])
    y = np.stack([base[i + history:i + history + horizon].T for i in range(num_samples)])
    return (x / 70.0).astype(np.float32), (y / 70.0).astype(np.float32)
