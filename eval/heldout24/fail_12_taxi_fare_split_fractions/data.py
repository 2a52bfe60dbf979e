import numpy as np
import mindspore.dataset as ds

import config


def build_splits(feats, fares):
    n_test = int(len(fares) * config.TEST_FRACTION)
    test = (feats[-n_test:], fares[-n_test:])
    pool = ds.NumpySlicesDataset({"x": feats[:-n_test], "y": fares[:-n_test, None].astype(np.float32)},
                                 shuffle=False)
    train, val = pool.split(config.SPLIT_SIZES, randomize=True)
    return train.batch(config.BATCH_SIZE), val.batch(config.BATCH_SIZE), test
