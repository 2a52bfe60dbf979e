import mindspore.dataset.vision as vision

import config


def train_transforms(cfg):
    flip_prob = cfg["flip_percent"]  # ROOT
    return [
        vision.RandomResizedCrop(config.IMAGE, scale=cfg["crop_scale"]),
        vision.RandomHorizontalFlip(prob=flip_prob),
        vision.RandomVerticalFlip(prob=flip_prob),
        vision.Rescale(1.0 / 255.0, 0.0),
        vision.HWC2CHW(),
    ]
