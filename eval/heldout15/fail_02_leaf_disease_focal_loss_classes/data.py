"""Synthetic leaf crops: each disease is a different blotch colour on a green background."""
import numpy as np
import mindspore.dataset as ds
import mindspore.dataset.vision as vision

BLOTCH = np.array([[0, 0, 0], [0.8, 0.4, 0.1], [0.3, 0.3, 0.3], [0.4, 0.2, 0.0], [0.9, 0.9, 0.9]], np.float32)


def render_leaves(n, size, n_classes, seed):
    rng = np.random.default_rng(seed)
    images = np.zeros((n, size, size, 3), np.float32)
    labels = rng.integers(0, n_classes, size=n).astype(np.int32)
    for i in range(n):
        img = np.full((size, size, 3), (0.1, 0.6, 0.2), np.float32)
        if labels[i] > 0:
            for _ in range(3):
                cy, cx = rng.integers(4, size - 4, size=2)
                img[cy - 3:cy + 3, cx - 3:cx + 3] = BLOTCH[labels[i]]
        images[i] = np.clip(img + rng.normal(0, 0.05, img.shape), 0, 1)
    return images, labels


def leaf_dataset(cfg):
    images, labels = render_leaves(cfg["train_images"], cfg["image_size"], cfg["n_classes"], cfg["seed"])
    dataset = ds.NumpySlicesDataset((images, labels), column_names=["image", "label"], shuffle=True)
    dataset = dataset.map(vision.HWC2CHW(), input_columns="image")
    return dataset.batch(cfg["batch_size"], drop_remainder=True)
