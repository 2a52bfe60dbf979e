import numpy as np
import mindspore.dataset as ds

import config


def dish_photos(n, seed=0):
    rng = np.random.default_rng(seed)
    dishes = rng.integers(0, config.NUM_DISHES, n).astype(np.int32)
    palette = rng.uniform(0, 1, (config.NUM_DISHES, 3, 1, 1))
    imgs = palette[dishes] + 0.15 * rng.normal(size=(n, 3, config.IMAGE_SIZE, config.IMAGE_SIZE))
    return imgs.astype(np.float32), dishes


def dish_descriptions(dishes, seed=1):
    rng = np.random.default_rng(seed)
    tokens = rng.integers(1, config.VOCAB, (len(dishes), config.SEQ_LEN))
    tokens[:, 0] = 1 + dishes * 7
    return tokens.astype(np.int32), dishes


def paired_loader():
    images, dishes = dish_photos(config.NUM_PAIRS)
    tokens, _ = dish_descriptions(dishes)
    image_ds = ds.NumpySlicesDataset((images, dishes), column_names=["image", "dish"], shuffle=False)
    text_ds = ds.NumpySlicesDataset((tokens, dishes), column_names=["tokens", "dish"], shuffle=False)  # ROOT
    pairs = ds.zip((image_ds, text_ds))
    return pairs.shuffle(32).batch(config.BATCH_SIZE, drop_remainder=True)
