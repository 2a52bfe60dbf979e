import mindspore.dataset.vision as vision

import config


def train_transforms():
    policy = config.AUGMENT
    return [
        vision.RandomHorizontalFlip(prob=policy["hflip"]),
        vision.RandomVerticalFlip(prob=policy["vflip"]),
        vision.RandomRotation(policy["max_rotation"]),
        vision.RandomColorAdjust(brightness=(1 - policy["brightness"], 1 + policy["brightness"])),
        vision.Rescale(1.0 / 255, 0.0),
        vision.HWC2CHW(),
    ]
