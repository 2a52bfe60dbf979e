"""A multimodal loader zips an image dataset with a metadata dataset. Both are built from dicts
that carry the label, and the zip refuses a second column named "label"."""
import numpy as np
import mindspore.dataset as ds


def image_data(images, labels):
    return ds.NumpySlicesDataset({"image": images, "label": labels}, shuffle=False)


def metadata(meta, labels):
    return ds.NumpySlicesDataset({"metadata": meta}, shuffle=False)


if __name__ == "__main__":
    rng = np.random.default_rng(0)
    images = rng.random((8, 3, 4, 4)).astype(np.float32)
    meta = rng.random((8, 5)).astype(np.float32)
    labels = rng.integers(0, 2, 8).astype(np.int32)
    joint = ds.zip((image_data(images, labels), metadata(meta, labels))).batch(4)
    for row in joint.create_dict_iterator(num_epochs=1, output_numpy=True):
        print(sorted(row), row["image"].shape)
