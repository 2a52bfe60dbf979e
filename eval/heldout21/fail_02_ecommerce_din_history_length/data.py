"""Synthetic click log: each row is a user's recent item history and a candidate item."""
import numpy as np
import mindspore.dataset as ds

N_ITEMS = 50
MAX_HIST = 6


def click_log(n_rows=64, seed=3):
    rng = np.random.default_rng(seed)
    hist = np.zeros((n_rows, MAX_HIST), np.int32)
    lens = rng.integers(1, MAX_HIST + 1, size=n_rows).astype(np.int32)
    for i, n in enumerate(lens):
        hist[i, :n] = rng.integers(1, N_ITEMS, size=n)
    target = rng.integers(1, N_ITEMS, size=n_rows).astype(np.int32)
    clicked = (np.abs(hist - target[:, None]).min(1) < 8).astype(np.float32)
    return hist, lens, target, clicked


def make_dataset(batch_size=16):
    hist, lens, target, clicked = click_log()
    data = ds.NumpySlicesDataset((hist, lens, target, clicked),
                                 column_names=["hist", "hist_len", "target", "clicked"],
                                 shuffle=False)
    return data.batch(batch_size)
