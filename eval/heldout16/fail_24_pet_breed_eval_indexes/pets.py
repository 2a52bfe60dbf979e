import numpy as np
import mindspore.dataset as ds
import mindspore.dataset.vision as vision

import config


def pet_photo(breed, rng):
    size = config.IMAGE_SIZE
    yy, xx = np.mgrid[:size, :size] / size
    hue = np.array([(0.8, 0.6, 0.3), (0.9, 0.8, 0.6), (0.9, 0.9, 0.9),
                    (0.8, 0.7, 0.5), (0.6, 0.4, 0.2), (0.9, 0.7, 0.7)][breed])
    ears = (np.abs(xx - 0.5) > 0.2) & (yy < 0.25 + 0.05 * (breed % 3))
    face = ((xx - 0.5) ** 2 + (yy - 0.55) ** 2) < (0.1 + 0.02 * breed)
    img = 0.3 + 0.5 * (face | ears)[..., None] * hue + rng.normal(0, 0.05, (size, size, 3))
    return (np.clip(img, 0, 1) * 255).astype(np.uint8)


def pet_dataset(seed, train=True):
    rng = np.random.default_rng(seed)
    labels = rng.integers(0, len(config.BREEDS), config.NUM_IMAGES).astype(np.int32)
    images = np.stack([pet_photo(b, rng) for b in labels])
    data = ds.NumpySlicesDataset({"image": images, "breed": labels}, shuffle=train)
    ops = [vision.RandomHorizontalFlip()] if train else []
    ops += [vision.Normalize([127.5] * 3, [127.5] * 3), vision.HWC2CHW()]
    return data.map(ops, input_columns="image").batch(config.BATCH_SIZE)
