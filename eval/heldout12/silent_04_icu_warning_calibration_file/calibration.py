import json
import os
import tempfile

import numpy as np

CALIB_PATH = os.path.join(tempfile.gettempdir(), "icu_warning_calibration.json")


def read_temperature(path):
    return float(json.loads(open(path).read())["temperature"])


def save_temperature(path, value):
    with open(path, "w") as fh:
        json.dump({"temperature": float(value)}, fh)


def fit_temperature(logits, labels, grid=np.linspace(0.5, 10.0, 96)):
    """Pick the temperature minimising validation NLL (grid search)."""
    best, best_nll = 1.0, np.inf
    for t in grid:
        z = logits / t
        z = z - z.max(axis=1, keepdims=True)
        logp = z - np.log(np.exp(z).sum(axis=1, keepdims=True))
        nll = -logp[np.arange(len(labels)), labels].mean()
        if nll < best_nll:
            best, best_nll = t, nll
    return best
