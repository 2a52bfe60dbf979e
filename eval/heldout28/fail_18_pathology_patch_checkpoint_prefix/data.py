import numpy as np
import mindspore.dataset as ds

import config

# mean RGB of haematoxylin-rich tumour, eosin-rich stroma and dense dark lymphocytes
STAIN = {0: (120, 60, 150), 1: (230, 130, 180), 2: (70, 40, 110)}


def he_patch(kind, rng):
    base = np.array(STAIN[kind], np.float32)
    texture = rng.normal(0, 18 if kind == 0 else 8, (config.PATCH, config.PATCH, 1))
    nuclei = (rng.random((config.PATCH, config.PATCH, 1)) < (0.35 if kind == 2 else 0.1)) * -40
    patch = base + texture + nuclei
    return (np.clip(patch, 0, 255) / 255.0).transpose(2, 0, 1).astype(np.float32)


def patch_dataset(rng):
    xs, ys = [], []
    for kind in range(len(config.TISSUE)):
        for _ in range(config.PATCHES_PER_CLASS):
            xs.append(he_patch(kind, rng))
            ys.append(kind)
    dset = ds.NumpySlicesDataset({"patch": np.stack(xs), "tissue": np.asarray(ys, np.int32)}, shuffle=True)
    return dset.batch(config.BATCH_SIZE)
