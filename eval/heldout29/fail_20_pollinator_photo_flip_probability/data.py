import numpy as np
import mindspore.dataset as ds

import config
from augment import train_transforms

# (body colour, stripe colour, wing span factor)
LOOKS = {0: ((200, 150, 40), (40, 30, 20), 0.5), 1: ((230, 200, 60), (20, 20, 20), 0.4),
         2: ((240, 120, 30), (30, 30, 30), 1.0)}


def photo(taxon, rng):
    body, stripe, span = LOOKS[taxon]
    yy, xx = np.mgrid[0:config.PHOTO, 0:config.PHOTO] - config.PHOTO / 2
    img = np.empty((config.PHOTO, config.PHOTO, 3))
    img[:] = (70, 140, 60)                                       # leafy background
    wings = (np.abs(xx) < 10 * span) & (np.abs(yy) < 4 + 4 * span)
    img[wings] = np.array(body) * 0.8
    insect = (xx / 3.0) ** 2 + (yy / 7.0) ** 2 < 1
    img[insect] = body
    img[insect & (np.abs(yy) % 3 < 1)] = stripe
    return np.clip(img + rng.normal(0, 8, img.shape), 0, 255).astype(np.uint8)


def pollinator_dataset(rng):
    xs, ys = [], []
    for t in range(len(config.TAXA)):
        for _ in range(config.PHOTOS_PER_TAXON):
            xs.append(photo(t, rng))
            ys.append(t)
    dset = ds.NumpySlicesDataset({"photo": np.asarray(xs), "taxon": np.asarray(ys, np.int32)}, shuffle=True)
    return dset.map(train_transforms(), input_columns="photo").batch(config.BATCH_SIZE)
