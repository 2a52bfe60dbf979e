import numpy as np
import mindspore as ms

NUM_CATEGORIES = (7, 5)


def load_batch(batch_size, seed):
    """Returns (categorical ids (B, 2) int32, numeric features (B, 1) float32, labels (B,) float32)."""
    rng = np.random.default_rng(seed)
    cats = np.stack([rng.integers(0, n, batch_size) for n in NUM_CATEGORIES], axis=1).astype(np.int32)
    income = rng.lognormal(10.0, 0.5, batch_size)
    income = (np.log(income) - 10.0) / 0.5
    numeric = income.astype(np.float32)  # ROOT
    labels = (rng.random(batch_size) > 0.5).astype(np.float32)
    return ms.Tensor(cats), ms.Tensor(numeric), ms.Tensor(labels)
