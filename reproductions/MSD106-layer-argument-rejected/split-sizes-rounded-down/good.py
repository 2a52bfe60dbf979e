import numpy as np
import mindspore.dataset as ds

from partition_good import part_sizes

if __name__ == "__main__":
    readings = np.random.default_rng(1).normal(size=(101, 5)).astype(np.float32)
    dataset = ds.NumpySlicesDataset({"reading": readings}, shuffle=False)
    fit, tune, holdout = dataset.split(part_sizes(len(readings)), randomize=False)
    print(fit.get_dataset_size(), tune.get_dataset_size(), holdout.get_dataset_size())
