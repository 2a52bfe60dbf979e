import numpy as np
import mindspore as ms
from mindspore import Tensor

NUM_FEATURES = 12


def _standardize(x):
    mu = x.mean(axis=0, keepdims=True)
    sd = x.std(axis=0, keepdims=True) + 1e-6
    return (x - mu) / sd


def make_churn_table(n_rows, seed=0):
    rng = np.random.default_rng(seed)
    tenure = rng.integers(1, 72, size=(n_rows, 1))
    monthly = rng.normal(65.0, 20.0, size=(n_rows, 1))
    usage = rng.gamma(2.0, 3.0, size=(n_rows, NUM_FEATURES - 2))
    feats = np.concatenate([tenure, monthly, usage], axis=1)
    churn = (monthly[:, 0] / tenure[:, 0] > 2.5).astype(np.int32)
    return feats, churn


def batches(feats, labels, batch_size):
    feats = _standardize(feats)
    for start in range(0, len(feats) - batch_size + 1, batch_size):
        xb = Tensor(feats[start:start + batch_size])  # ROOT
        yb = Tensor(labels[start:start + batch_size], ms.int32)
        yield xb, yb
