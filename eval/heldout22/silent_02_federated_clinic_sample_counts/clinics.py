import numpy as np

import config


def clinic_data(name, n, rng):
    """Diabetes-risk style tabular data; each clinic has a slightly shifted population."""
    shift = {"clinic_a": -0.5, "clinic_b": 0.0, "clinic_c": 0.6}[name]
    x = rng.normal(shift, 1.0, size=(n, config.NUM_FEATURES)).astype(np.float32)
    w = np.linspace(-1, 1, config.NUM_FEATURES)
    logits = x @ w + 0.5 * x[:, 0] * x[:, 1]
    y = (logits + rng.normal(0, 0.5, n) > 0).astype(np.int32)
    return x, y


def all_clinics():
    rng = np.random.default_rng(config.SEED)
    return {name: clinic_data(name, n, rng) for name, n in config.CLINIC_SIZES.items()}
