import mindspore.dataset as ds

import config
from cohort import synthetic_cohort
from preprocess import drop_incomplete, standardize


def make_dataset():
    x, time, event = drop_incomplete(*synthetic_cohort(config.NUM_PATIENTS, config.SEED))
    x = standardize(x)
    dataset = ds.NumpySlicesDataset((x, time, event), column_names=["covariates", "time", "event"], shuffle=True)
    return dataset.batch(config.BATCH_SIZE), (x, time, event)
