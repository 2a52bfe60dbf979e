import mindspore as ms
import mindspore.dataset as ds
import mindspore.dataset.transforms as T

from recordings import spectrum


def wingbeat_dataset(clips, species, num_classes, batch_size):
    dataset = ds.NumpySlicesDataset({"clip": clips, "species": species}, shuffle=True)
    dataset = dataset.map(operations=spectrum, input_columns="clip")
    dataset = dataset.map(operations=[T.OneHot(num_classes), T.TypeCast(ms.float32)], input_columns="species")
    return dataset.batch(batch_size, drop_remainder=True)
