import numpy as np
import mindspore.dataset as ds

import config


def synth_claims(rng):
    y = rng.choice(len(config.CLASSES), config.N_CLAIMS, p=config.CLASS_PRIORS).astype(np.int32)
    x = rng.normal(0, 1, (config.N_CLAIMS, len(config.FEATURES)))
    x[:, 0] += 1.5 * y
    x[:, 1] += 0.8 * y
    x[:, 5] -= 1.0 * (y == 2)
    return x.astype(np.float32), y


def claims_dataset(x, y):
    return ds.NumpySlicesDataset({"claim": x, "label": y}, shuffle=True).batch(config.BATCH_SIZE)
