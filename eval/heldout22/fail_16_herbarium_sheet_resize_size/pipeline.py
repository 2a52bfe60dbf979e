import mindspore.dataset as ds
import mindspore.dataset.vision as vision

import config
from specimens import HerbariumSheets


def build_pipeline(training=True):
    size = (config.IMAGE_SIZE, config.IMAGE_SIZE)
    ops = [vision.Resize(size)]
    if training:
        ops.append(vision.RandomHorizontalFlip(0.5))
    ops += [vision.Normalize(mean=config.MEAN, std=config.STD), vision.HWC2CHW()]
    data = ds.GeneratorDataset(HerbariumSheets(), ["image", "label"], shuffle=training)
    data = data.map(ops, input_columns="image")
    return data.batch(config.BATCH_SIZE, drop_remainder=training)
