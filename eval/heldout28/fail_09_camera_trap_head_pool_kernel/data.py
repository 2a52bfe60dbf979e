import numpy as np
import mindspore.dataset as ds
import mindspore.dataset.vision as vision

import config


def ir_frame(species_idx, rng):
    yy, xx = np.mgrid[0:config.IMAGE_SIZE, 0:config.IMAGE_SIZE]
    img = rng.normal(40, 8, (config.IMAGE_SIZE, config.IMAGE_SIZE))
    if species_idx:
        cy, cx = rng.integers(8, 24, 2)
        body = ((yy - cy) / (2 + species_idx)) ** 2 + ((xx - cx) / (3 + species_idx)) ** 2 < 1
        img[body] += 120
    return np.clip(img, 0, 255).astype(np.uint8)[..., None]         # HWC, single IR channel


def trap_dataset(rng):
    images, labels = [], []
    for s in range(len(config.SPECIES)):
        for _ in range(config.IMAGES_PER_SPECIES):
            images.append(ir_frame(s, rng))
            labels.append(s)
    dset = ds.NumpySlicesDataset({"image": np.stack(images), "label": np.asarray(labels, np.int32)},
                                 shuffle=True)
    dset = dset.map([vision.Rescale(1.0 / 255, 0.0), vision.HWC2CHW()], input_columns="image")
    return dset.batch(config.BATCH_SIZE)
