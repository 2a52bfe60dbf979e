import numpy as np
import mindspore.dataset as ds

import config as cfg


def rating_log(seed=4):
    rng = np.random.default_rng(seed)
    users = rng.integers(0, cfg.N_USERS, cfg.N_RATINGS).astype(np.int32)
    movies = rng.integers(0, cfg.N_MOVIES, cfg.N_RATINGS).astype(np.int32)
    taste = rng.normal(size=(cfg.N_USERS, 3)) @ rng.normal(size=(3, cfg.N_MOVIES))
    stars = np.clip(np.round(3 + taste[users, movies]), 1, 5).astype(np.float32)
    return users, movies, stars


def split_sizes(n):
    n_train = int(cfg.TRAIN_FRAC * n)
    n_valid = int(cfg.VALID_FRAC * n)
    n_test = int(cfg.TEST_FRAC * n)  # ROOT
    return [n_train, n_valid, n_test]


def train_valid_test():
    users, movies, stars = rating_log()
    data = ds.NumpySlicesDataset({"user": users, "movie": movies, "stars": stars}, shuffle=False)
    parts = data.split(split_sizes(len(stars)), randomize=False)
    return [p.batch(cfg.BATCH) for p in parts]
