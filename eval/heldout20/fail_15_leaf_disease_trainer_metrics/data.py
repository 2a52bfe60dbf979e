import numpy as np
import mindspore.dataset as ds
import mindspore.dataset.vision as vision

CLASSES = ["healthy", "rust", "powdery_mildew", "leaf_spot"]


def leaf_images(n, seed):
    rng = np.random.default_rng(seed)
    labels = rng.integers(0, len(CLASSES), size=n).astype(np.int32)
    imgs = np.zeros((n, 20, 20, 3), dtype=np.uint8)
    for i, y in enumerate(labels):
        imgs[i, ..., 1] = 140 + rng.integers(0, 40)          # green leaf
        if y == 1:
            imgs[i, 5:9, 5:9, 0] = 200                       # rust pustules
        elif y == 2:
            imgs[i, :, :, :] += 60                           # white coating
        elif y == 3:
            imgs[i, 10:14, 3:7, :] = 30                      # dark spots
    return imgs, labels


def leaf_dataset(n, seed, train):
    imgs, labels = leaf_images(n, seed)
    dataset = ds.NumpySlicesDataset({"image": imgs, "label": labels}, shuffle=train)
    ops = [vision.RandomHorizontalFlip()] if train else []
    ops += [vision.CenterCrop(16), vision.Rescale(1 / 255.0, 0.0), vision.HWC2CHW()]
    return dataset.map(ops, input_columns="image").batch(8)
