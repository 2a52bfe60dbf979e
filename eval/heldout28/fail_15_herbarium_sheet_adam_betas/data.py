import numpy as np
import mindspore.dataset as ds
import mindspore.dataset.vision as vision

import config


def leaf_sheet(genus, rng):
    """Pressed-leaf silhouette: lobes and aspect ratio depend on the genus."""
    yy, xx = np.mgrid[-1:1:complex(config.SHEET_SIZE), -1:1:complex(config.SHEET_SIZE)]
    angle = np.arctan2(yy, xx)
    radius = 0.55 + 0.15 * np.cos((genus + 2) * angle) * (genus % 2)
    aspect = 1.0 + 0.4 * genus
    leaf = np.hypot(xx * aspect, yy) < radius
    img = np.full((config.SHEET_SIZE, config.SHEET_SIZE, 3), 235, np.float32)
    img[leaf] = [60 + 20 * genus, 110, 50]
    return np.clip(img + rng.normal(0, 6, img.shape), 0, 255).astype(np.uint8)


def sheet_dataset(rng):
    imgs, labels = [], []
    for g in range(len(config.GENERA)):
        for _ in range(config.SHEETS_PER_GENUS):
            imgs.append(leaf_sheet(g, rng))
            labels.append(g)
    dset = ds.NumpySlicesDataset({"image": np.stack(imgs), "label": np.asarray(labels, np.int32)}, shuffle=True)
    ops_ = [vision.RandomHorizontalFlip(), vision.Rescale(1 / 127.5, -1.0), vision.HWC2CHW()]
    return dset.map(ops_, input_columns="image").batch(config.BATCH_SIZE)
