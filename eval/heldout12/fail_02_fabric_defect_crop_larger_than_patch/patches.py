"""Grayscale texture patches as they come out of the line-scan camera tiler."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
import mindspore.dataset.transforms as transforms
import mindspore.dataset.vision as vision

from settings import BATCH_SIZE, CROP_SIZE, NUM_CLASSES

PATCH_SIZE = 48  # the tiler emits 48x48 patches


def synthetic_patches(n, seed=1):
    rng = np.random.default_rng(seed)
    labels = rng.integers(0, NUM_CLASSES, size=n).astype(np.int32)
    xs = np.linspace(0, 6 * np.pi, PATCH_SIZE)
    weave = (np.sin(xs)[None, :] * np.cos(xs)[:, None] + 1.0) * 100
    imgs = np.repeat(weave[None], n, axis=0)
    for i, lab in enumerate(labels):
        if lab:
            r, c = rng.integers(4, PATCH_SIZE - 12, size=2)
            imgs[i, r:r + 8, c:c + 8] = 40 * lab
    imgs = imgs + rng.normal(0, 5, size=imgs.shape)
    return np.clip(imgs, 0, 255).astype(np.uint8)[..., None], labels


def build_dataset(n, train=True):
    images, labels = synthetic_patches(n)
    data = ds.NumpySlicesDataset({"image": images, "label": labels}, shuffle=train)
    if train:
        aug = [vision.RandomCrop(CROP_SIZE), vision.RandomHorizontalFlip()]
    else:
        aug = [vision.CenterCrop(CROP_SIZE)]
    aug += [vision.Rescale(1.0 / 255.0, 0.0), vision.HWC2CHW()]
    data = data.map(operations=aug, input_columns="image")
    data = data.map(operations=transforms.TypeCast(ms.int32), input_columns="label")
    return data.batch(BATCH_SIZE, drop_remainder=True)
