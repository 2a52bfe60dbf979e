import numpy as np
import mindspore as ms
import mindspore.dataset as ds
import mindspore.dataset.transforms as T


def customers():
    rng = np.random.default_rng(0)
    for i in range(16):
        yield rng.random(6).astype(np.float32), np.int32(i % 2)


def make_dataset(batch):
    data = ds.GeneratorDataset(customers, ["features", "churned"], shuffle=False)
    data = data.map(operations=T.TypeCast(ms.float32), input_columns="churned")  # expect: MSD507
    return data.batch(batch)
