import numpy as np
import mindspore.dataset as ds

import config as cfg

KCAL_PER_GRAM = np.array([3.6, 4.0, 7.2, 1.4, 0.6, 8.8, 1.3, 2.4], dtype=np.float32)


def recipes_dataset():
    rng = np.random.default_rng(cfg.SEED)
    grams = rng.gamma(2.0, 20.0, size=(cfg.NUM_RECIPES, len(cfg.INGREDIENTS))).astype(np.float32)
    kcal = (grams @ KCAL_PER_GRAM).reshape(-1, 1) / 100.0
    grams = grams / 100.0
    return ds.NumpySlicesDataset({"grams": grams, "kcal": kcal.astype(np.float32)},
                                 shuffle=True).batch(cfg.BATCH_SIZE)
