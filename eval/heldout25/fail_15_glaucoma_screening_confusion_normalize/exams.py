import numpy as np

import config


def exam_table(seed):
    rng = np.random.RandomState(seed)
    n = config.N_EYES
    g = rng.rand(n) < 0.3
    cdr = np.clip(rng.normal(np.where(g, 0.7, 0.45), 0.1), 0.1, 0.95)
    rim = rng.normal(np.where(g, 1.0, 1.5), 0.25)
    iop = rng.normal(np.where(g, 22, 16), 3)
    rnfl_s = rng.normal(np.where(g, 95, 120), 12)
    rnfl_i = rng.normal(np.where(g, 100, 125), 12)
    age = rng.normal(np.where(g, 66, 55), 10)
    myopia = rng.normal(-1.0, 2.0, n)
    x = np.column_stack([cdr, rim, iop, rnfl_s, rnfl_i, age, myopia])
    x = (x - x.mean(axis=0)) / x.std(axis=0)
    return x.astype(np.float32), g.astype(np.int32)
