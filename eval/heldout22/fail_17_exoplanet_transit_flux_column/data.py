import mindspore.dataset as ds

import config
from lightcurves import KeplerQuarter
from preprocess import normalise_and_detrend


def build_dataset(shuffle=True):
    data = ds.GeneratorDataset(KeplerQuarter(), column_names=["flux", config.LABEL_COLUMN], shuffle=shuffle)
    data = data.map(normalise_and_detrend, input_columns=[config.FLUX_COLUMN])
    return data.batch(config.BATCH_SIZE, drop_remainder=True)
