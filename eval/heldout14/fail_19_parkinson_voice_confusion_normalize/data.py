import numpy as np
import mindspore.dataset as ds

import config


def synthetic_voice_measures(n, seed):
    rng = np.random.default_rng(seed)
    pd = (rng.random(n) < 0.6).astype(np.int32)
    jitter = rng.lognormal(-0.7 + 0.5 * pd, 0.3)
    shimmer = rng.normal(0.25 + 0.15 * pd, 0.05)
    hnr = rng.normal(24 - 4 * pd, 2.5)
    rpde = rng.normal(0.45 + 0.08 * pd, 0.05)
    dfa = rng.normal(0.70 + 0.03 * pd, 0.03)
    ppe = rng.normal(0.15 + 0.10 * pd, 0.04)
    f0_std = rng.normal(12 + 6 * pd, 3)
    x = np.stack([jitter, shimmer, hnr, rpde, dfa, ppe, f0_std], axis=1).astype(np.float32)
    return x, pd


def make_datasets():
    x, y = synthetic_voice_measures(config.NUM_RECORDINGS, config.SEED)
    x = (x - x[:64].mean(axis=0)) / x[:64].std(axis=0)
    train = ds.NumpySlicesDataset((x[:64], y[:64]), column_names=["voice", "pd"], shuffle=True)
    test = ds.NumpySlicesDataset((x[64:], y[64:]), column_names=["voice", "pd"], shuffle=False)
    return train.batch(config.BATCH_SIZE), test.batch(config.BATCH_SIZE)
