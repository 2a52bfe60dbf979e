"""Plot-level crop-yield data split by spacing the validation plots evenly. The split helper
steps by `count / every`, a float, so the validation indices are floats and the sampler rejects
them when the dataset is built. The line to change is where the indices were made."""
import numpy as np
import mindspore.dataset as ds

from splits_good import spaced_split


def plot_datasets(count=24, every=6):
    rng = np.random.default_rng(0)
    table = {"soil": rng.random((count, 5)).astype(np.float32), "yield": rng.random(count).astype(np.float32)}
    train_idx, val_idx = spaced_split(count, every)
    train = ds.NumpySlicesDataset(table, sampler=ds.SubsetRandomSampler(train_idx))
    val = ds.NumpySlicesDataset(table, sampler=ds.SubsetSampler(val_idx))
    return train.batch(4), val.batch(4)


if __name__ == "__main__":
    train, val = plot_datasets()
    print(train.get_dataset_size(), val.get_dataset_size())
