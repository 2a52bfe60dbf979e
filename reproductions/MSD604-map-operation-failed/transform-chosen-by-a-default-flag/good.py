"""A thumbnail loader feeds images that are already decoded arrays (H, W, C, uint8) through a
shared helper that builds the transforms. The helper decodes first unless told otherwise, and the
loader leaves `decode` at its default: `Decode` gets 3-D arrays and fails when the loop pulls a
row. The line to change is the helper's call, not the `Decode` inside it."""
import numpy as np
import mindspore.dataset as ds
import mindspore.dataset.vision as vision


def image_ops(size, decode=True):
    ops = []
    if decode:
        ops.append(vision.Decode())
    ops += [vision.Resize(size), vision.HWC2CHW()]
    return ops


def thumbnails():
    images = np.random.default_rng(0).integers(0, 255, (6, 40, 40, 3), dtype=np.uint8)
    dataset = ds.NumpySlicesDataset({"image": images}, shuffle=False)
    return dataset.map(image_ops((16, 16), decode=False), input_columns="image").batch(3)


if __name__ == "__main__":
    for (image,) in thumbnails().create_tuple_iterator(num_epochs=1, output_numpy=True):
        print(image.shape)
