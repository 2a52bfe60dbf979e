import numpy as np

CARDINALITY = {"user_id": 50, "item_id": 80, "category": 12, "hour": 24, "device": 3}


def sample_logs(fields, n, seed=0):
    rng = np.random.default_rng(seed)
    cols = [rng.integers(0, CARDINALITY[f], size=n) for f in fields]
    x = np.stack(cols, axis=1).astype(np.int32)
    y = (rng.random(n) < 0.25).astype(np.float32)
    return x, y
