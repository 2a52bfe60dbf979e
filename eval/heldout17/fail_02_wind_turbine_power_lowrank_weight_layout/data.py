import numpy as np

FEATURES = ["wind_speed", "dir_sin", "dir_cos", "air_density", "pitch", "rotor_rpm"]


def scada_windows(n, seed=3):
    rng = np.random.default_rng(seed)
    speed = rng.uniform(2.0, 20.0, n)
    direction = rng.uniform(0, 2 * np.pi, n)
    density = rng.normal(1.225, 0.02, n)
    pitch = np.clip(speed - 12.0, 0, None) * 1.5
    rpm = np.clip(speed * 1.1, 0, 16)
    x = np.stack([speed, np.sin(direction), np.cos(direction), density, pitch, rpm], axis=1)
    power = np.clip((speed - 3.0) / 9.0, 0, 1) ** 3 * density / 1.225
    x = (x - x.mean(0)) / (x.std(0) + 1e-6)
    return x.astype(np.float32), power.reshape(-1, 1).astype(np.float32)


def minibatches(x, y, batch_size):
    for start in range(0, len(x) - batch_size + 1, batch_size):
        yield x[start:start + batch_size], y[start:start + batch_size]
