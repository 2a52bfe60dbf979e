import numpy as np

import config as cfg


def gait_cohort(rng):
    ids = np.arange(cfg.NUM_PATIENTS)
    pd = (ids % 2).astype(np.int32)
    stride = rng.normal(1.05 + 0.08 * pd, 0.05)
    cv = rng.normal(2.0 + 1.5 * pd, 0.4)
    swing = rng.normal(38 - 3 * pd, 1.5)
    cadence = rng.normal(110 - 10 * pd, 5)
    asym = rng.normal(0.03 + 0.04 * pd, 0.01)
    turn = rng.normal(2.0 + 0.8 * pd, 0.3)
    x = np.stack([stride, cv, swing, cadence, asym, turn], axis=1)
    x = ((x - x.mean(0)) / x.std(0)).astype(np.float32)
    return ids, x, pd
