import mindspore.dataset as ds
import mindspore.dataset.vision as vision

import config
from films import FilmArchive


def training_pipeline(rng):
    archive = FilmArchive(rng)
    dset = ds.GeneratorDataset(archive, column_names=FilmArchive.COLUMNS, shuffle=True)
    augment = [
        vision.RandomCrop(config.INPUT_SIZE),
        vision.RandomRotation(5),
        vision.Rescale(1.0 / 255, 0.0),
        vision.HWC2CHW(),
    ]
    dset = dset.map(augment, input_columns=config.IMAGE_COLUMN)
    return dset.batch(config.BATCH_SIZE)
