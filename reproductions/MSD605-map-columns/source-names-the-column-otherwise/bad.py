"""A leaf-disease pipeline: a filter drops blank photos and a map scales the pixels, both reading
the column `pixels`, while the generator source calls that column `image`. The pipeline stops
when the first row is pulled, naming the filter's missing column; the line to change is the
source's column names, the one place that spells it differently."""
import numpy as np
import mindspore.dataset as ds


def leaf_photos(count=6):
    rng = np.random.default_rng(0)
    for index in range(count):
        yield rng.integers(0, 255, (8, 8, 3)).astype(np.uint8), np.int32(index % 3)


def not_blank(pixels):
    return bool(pixels.max() > 0)


def scaled(pixels):
    return (pixels / 255.0).astype(np.float32)


def leaf_dataset():
    data = ds.GeneratorDataset(leaf_photos, column_names=["image", "label"], shuffle=False)  # expect: MSD605
    data = data.filter(predicate=not_blank, input_columns=["pixels"])
    data = data.map(operations=scaled, input_columns=["pixels"])
    return data.batch(2)


if __name__ == "__main__":
    for pixels, label in leaf_dataset().create_tuple_iterator(output_numpy=True):
        print(pixels.shape, label)
