import mindspore.dataset as ds

import config
from coughs import CoughClips


def cough_loader(seed=0):
    source = CoughClips(config.CLIPS, seed)
    dataset = ds.GeneratorDataset(source, column_names=["audio", config.LABEL_COLUMN], shuffle=True)  # ROOT
    return dataset.batch(config.BATCH, drop_remainder=True)
