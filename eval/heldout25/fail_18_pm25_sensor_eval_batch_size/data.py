import numpy as np
import mindspore.dataset as ds


def make_loader(x, y, batch_size, shuffle):
    dataset = ds.NumpySlicesDataset({"x": x, "pm25": y.astype(np.float32)}, shuffle=shuffle)
    return dataset.batch(batch_size, drop_remainder=True)
