import mindspore.dataset as ds
import mindspore.dataset.vision as vision

import config
from patches import screening_patches


def patch_loader(seed, train=True):
    images, labels = screening_patches(config.NUM_PATCHES, config.PATCH, seed)
    data = ds.NumpySlicesDataset({"patch": images, "malignant": labels}, shuffle=train)
    mean, std = config.NORM_STATS
    transforms = [vision.RandomVerticalFlip(), vision.RandomHorizontalFlip()] if train else []
    transforms += [vision.Normalize(mean=mean, std=std), vision.HWC2CHW()]
    data = data.map(transforms, input_columns="patch")
    return data.batch(config.BATCH_SIZE)
