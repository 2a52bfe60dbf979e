"""A chest X-ray triage model normalises its single-channel radiographs with per-channel
statistics unpacked from a settings tuple. The statistics were copied from an RGB recipe and
have three entries, so `Normalize` fails when the loop pulls the first row. The line to change
is the setting, not the `map` MindSpore names."""
import numpy as np
import mindspore.dataset as ds
import mindspore.dataset.vision as vision

import xray_settings as settings


def radiographs(n, seed=0):
    rng = np.random.default_rng(seed)
    return rng.random((n, settings.SIZE, settings.SIZE, 1)).astype(np.float32), rng.integers(0, 2, n).astype(np.int32)


def xray_loader(n):
    images, labels = radiographs(n)
    data = ds.NumpySlicesDataset({"image": images, "urgent": labels}, shuffle=False)
    mean, std = settings.PIXEL_STATS
    data = data.map([vision.Normalize(mean=mean, std=std), vision.HWC2CHW()], input_columns="image")
    return data.batch(4)


if __name__ == "__main__":
    for image, urgent in xray_loader(8).create_tuple_iterator(num_epochs=1):
        print(image.shape, urgent)
