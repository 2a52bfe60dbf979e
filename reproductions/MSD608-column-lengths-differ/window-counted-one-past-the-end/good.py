import numpy as np
import mindspore.dataset as ds

from windows_good import pairs, sensor_counts

if __name__ == "__main__":
    counts = sensor_counts(96, np.random.default_rng(0))
    histories, targets = pairs(counts)
    loader = ds.NumpySlicesDataset((histories, targets), column_names=["history", "next"], shuffle=False)
    print(loader.get_dataset_size())
