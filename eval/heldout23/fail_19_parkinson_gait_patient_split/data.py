import numpy as np
import mindspore.dataset as ds

import config as cfg


def patient_split(ids, rng):
    ids = rng.permutation(ids)
    n_train = int(len(ids) * cfg.VAL_FRACTION)  # ROOT
    return ids[:n_train], ids[n_train:]


def gait_dataset(x, y, ids, shuffle):
    data = ds.NumpySlicesDataset({"gait": x[ids], "pd": y[ids]}, shuffle=shuffle)
    return data.batch(cfg.BATCH_SIZE, drop_remainder=shuffle)
