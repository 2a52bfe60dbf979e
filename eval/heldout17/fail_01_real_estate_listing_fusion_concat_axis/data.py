import numpy as np
import mindspore.dataset as ds

import config as C


def make_listings(n, seed=C.SEED):
    rng = np.random.default_rng(seed)
    photos = rng.random((n, 3, C.IMAGE_SIZE, C.IMAGE_SIZE), dtype=np.float32)
    tabular = rng.normal(size=(n, C.NUM_TABULAR)).astype(np.float32)
    sqm, rooms = tabular[:, 0], tabular[:, 1]
    log_price = 12.0 + 0.4 * sqm + 0.1 * rooms + photos.mean(axis=(1, 2, 3))
    return photos, tabular, log_price.reshape(-1, 1).astype(np.float32)


def listing_dataset(n, batch_size):
    photos, tabular, log_price = make_listings(n)
    data = {"photo": photos, "tabular": tabular, "log_price": log_price}
    dataset = ds.NumpySlicesDataset(data, shuffle=True)
    return dataset.batch(batch_size, drop_remainder=True)
