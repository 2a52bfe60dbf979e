import numpy as np
import mindspore.dataset as ds

import config


def seam_profiles(rng):
    defect = rng.random(config.N_SEAMS) < config.DEFECT_RATE
    x = rng.normal(0, 1, (config.N_SEAMS, config.N_FEATURES))
    x[defect, :3] += 1.8                   # undercut depth, spatter count, bead asymmetry
    return x.astype(np.float32), defect.astype(np.float32)[:, None]


def seam_dataset(rng):
    x, y = seam_profiles(rng)
    return ds.NumpySlicesDataset({"profile": x, "defect": y}, shuffle=False).batch(config.BATCH_SIZE), x, y
