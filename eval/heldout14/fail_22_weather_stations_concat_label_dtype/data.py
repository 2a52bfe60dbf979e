import numpy as np
import mindspore.dataset as ds

import config
from stations import coastal_station, mountain_station

MEAN = np.array([1014, 70, 13, 4, 4], dtype=np.float32)
STD = np.array([9, 15, 6, 2, 2.6], dtype=np.float32)


def station_dataset(x, y):
    return ds.NumpySlicesDataset(((x - MEAN) / STD, y), column_names=["obs", "rain_class"], shuffle=False)


def make_dataset():
    coastal = station_dataset(*coastal_station(config.SEED))
    mountain = station_dataset(*mountain_station(config.SEED))
    merged = coastal + mountain
    return merged.shuffle(64).batch(config.BATCH_SIZE)
