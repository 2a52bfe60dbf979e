import numpy as np
import mindspore.dataset as ds

import config


def discharge_curves(num_cells, points, seed):
    """Voltage-vs-capacity curves whose knee moves left as state of health drops."""
    rng = np.random.default_rng(seed)
    soh = rng.uniform(0.7, 1.0, size=num_cells).astype(np.float32)
    q = np.linspace(0, 1, points, dtype=np.float32)
    curves = []
    for s in soh:
        knee = 0.6 + 0.35 * s
        v = 4.2 - 0.6 * q - 0.8 * np.clip(q - knee, 0, None) * 6
        curves.append(v + rng.normal(0, 0.01, size=points))
    return np.stack(curves).astype(np.float32), soh.reshape(-1, 1)


def make_dataset():
    x, y = discharge_curves(config.NUM_CELLS, config.CURVE_POINTS, config.SEED)
    x = (x - x.mean()) / x.std()
    return ds.NumpySlicesDataset((x, y), column_names=["curve", "soh"], shuffle=True).batch(config.BATCH_SIZE)
