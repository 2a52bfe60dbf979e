import mindspore as ms
import mindspore.dataset.transforms as T
import mindspore.dataset.vision as vision

import config
from data import line_source


def build_dataset(seed):
    dataset = line_source(seed)
    image_ops = [
        vision.Resize(config.RESIZE),
        vision.Rescale(1.0 / 255.0, 0.0),
        vision.HWC2CHW(),
        T.TypeCast(ms.float32),
    ]
    dataset = dataset.map(operations=image_ops, input_columns="image")
    return dataset.batch(config.BATCH, drop_remainder=True)
