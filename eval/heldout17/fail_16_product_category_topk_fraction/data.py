import numpy as np
import mindspore.dataset as ds

import config as C


def product_titles(n, seed=23):
    rng = np.random.default_rng(seed)
    categories = rng.integers(0, C.NUM_CATEGORIES, n).astype(np.int32)
    keywords = rng.integers(1, C.TITLE_VOCAB, (C.NUM_CATEGORIES, 3))
    titles = rng.integers(1, C.TITLE_VOCAB, (n, C.TITLE_LEN)).astype(np.int32)
    titles[:, :3] = keywords[categories]
    return titles, categories


def title_dataset(n, shuffle=True):
    titles, categories = product_titles(n)
    dataset = ds.NumpySlicesDataset({"title_ids": titles, "category": categories}, shuffle=shuffle)
    return dataset.batch(C.BATCH_SIZE)
