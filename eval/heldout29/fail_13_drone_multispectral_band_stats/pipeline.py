import mindspore.dataset as ds
import mindspore.dataset.vision as vision

import config
from tiles import band_statistics


def tile_pipeline(tiles, labels):
    bands = config.MODEL_BANDS
    mean, std = band_statistics(tiles, bands)
    dset = ds.NumpySlicesDataset({"tile": tiles[..., bands], "label": labels}, shuffle=True)
    transforms = [vision.RandomVerticalFlip(), vision.Normalize(mean=mean, std=std), vision.HWC2CHW()]
    return dset.map(transforms, input_columns="tile").batch(config.BATCH_SIZE), len(bands)
