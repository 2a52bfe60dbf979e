import mindspore.dataset as ds
import mindspore.dataset.vision as vision

import config
from doodles import doodle_arrays


def augmentations(train):
    if train:
        geometry = [vision.RandomCrop(config.CROP_SIZE), vision.RandomRotation(10)]
    else:
        geometry = [vision.CenterCrop(config.CROP_SIZE)]
    return geometry + [vision.Rescale(1 / 255.0, 0.0), vision.HWC2CHW()]


def doodle_dataset(train=True):
    images, labels = doodle_arrays(config.DOODLES_PER_CLASS, config.CANVAS, config.SEED + int(train))
    data = ds.NumpySlicesDataset({"image": images, "label": labels}, shuffle=train)
    data = data.map(augmentations(train), input_columns="image")
    return data.batch(config.BATCH_SIZE, drop_remainder=train)
