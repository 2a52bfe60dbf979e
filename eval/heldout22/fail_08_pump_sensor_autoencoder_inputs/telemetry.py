import numpy as np

import config


def simulate_scada(n, seed):
    """Healthy-pump SCADA log, one reading per minute."""
    rng = np.random.default_rng(seed)
    load = 0.7 + 0.2 * np.sin(np.arange(n) / 60.0) + rng.normal(0, 0.02, n)
    rows = {
        "timestamp": 1_700_000_000 + 60 * np.arange(n),
        "suction_pressure": 1.2 - 0.1 * load + rng.normal(0, 0.01, n),
        "discharge_pressure": 6.0 + 2.5 * load + rng.normal(0, 0.05, n),
        "flow_rate": 120 * load + rng.normal(0, 2, n),
        "motor_current": 30 + 25 * load + rng.normal(0, 0.5, n),
        "vibration_x": 1.5 + 0.8 * load + rng.normal(0, 0.1, n),
        "vibration_y": 1.3 + 0.7 * load + rng.normal(0, 0.1, n),
        "bearing_temp": 45 + 15 * load + rng.normal(0, 0.5, n),
    }
    return rows


def sensor_matrix(rows):
    sensors = [c for c in config.COLUMNS if c != "timestamp"]
    return np.stack([np.asarray(rows[c], dtype=np.float32) for c in sensors], axis=1)


class Scaler:
    def fit(self, x):
        self.mean = x.mean(axis=0)
        self.std = x.std(axis=0) + 1e-6
        return self

    def transform(self, x):
        return ((x - self.mean) / self.std).astype(np.float32)
