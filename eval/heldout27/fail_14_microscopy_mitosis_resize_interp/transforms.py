import mindspore.dataset.vision as vision

import config


def train_transforms():
    return [
        vision.RandomRotation(degrees=90, resample=config.ROTATE_INTERPOLATION),
        vision.Resize((config.INPUT, config.INPUT), interpolation=config.RESIZE_INTERPOLATION),
        vision.Rescale(1.0 / 255.0, 0.0),
        vision.Normalize(mean=config.MEAN, std=config.STD, is_hwc=True),
        vision.HWC2CHW(),
    ]
