import mindspore.dataset as ds
import mindspore.dataset.transforms as T


def labelled_tiles(tiles, labels, depth):
    dataset = ds.NumpySlicesDataset({"tile": tiles, "label": labels}, shuffle=False)
    dataset = dataset.map(operations=T.OneHot(num_classes=depth), input_columns="label")
    return dataset.batch(4)
