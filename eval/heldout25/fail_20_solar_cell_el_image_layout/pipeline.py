import mindspore.dataset as ds
import mindspore.dataset.vision as vision

import config


def train_pipeline(images, labels):
    dataset = ds.NumpySlicesDataset({"image": images, "label": labels}, shuffle=True)
    augment = [
        vision.RandomCrop(config.CROP, padding=2),
        vision.RandomHorizontalFlip(),
        vision.RandomVerticalFlip(),
        vision.HWC2CHW(),
    ]
    dataset = dataset.map(augment, input_columns="image")
    return dataset.batch(config.BATCH_SIZE, drop_remainder=True)
