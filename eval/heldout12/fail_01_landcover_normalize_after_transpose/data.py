import numpy as np
import mindspore as ms
import mindspore.dataset as ds
import mindspore.dataset.transforms as transforms
import mindspore.dataset.vision as vision

from config import BATCH_SIZE, IMAGE_SIZE, MEAN, NUM_CLASSES, STD


class TileSource:
    """Stands in for a folder of RGB satellite tiles decoded to uint8 HWC arrays."""

    def __init__(self, n, seed=0):
        rng = np.random.default_rng(seed)
        self.labels = rng.integers(0, NUM_CLASSES, size=n).astype(np.int32)
        palette = rng.integers(20, 200, size=(NUM_CLASSES, 1, 1, 3))
        noise = rng.integers(0, 50, size=(n, IMAGE_SIZE, IMAGE_SIZE, 3))
        self.images = np.clip(palette[self.labels] + noise, 0, 255).astype(np.uint8)

    def __getitem__(self, idx):
        return self.images[idx], self.labels[idx]

    def __len__(self):
        return len(self.labels)


def image_pipeline(train):
    steps = [vision.Rescale(1.0 / 255.0, 0.0)]
    if train:
        steps += [vision.RandomHorizontalFlip(), vision.RandomVerticalFlip()]
    steps += [vision.HWC2CHW(), vision.Normalize(mean=MEAN, std=STD)]  # ROOT
    return steps


def make_loader(n, train=True):
    dataset = ds.GeneratorDataset(TileSource(n), column_names=["image", "label"], shuffle=train)
    dataset = dataset.map(operations=image_pipeline(train), input_columns="image")
    dataset = dataset.map(operations=transforms.TypeCast(ms.int32), input_columns="label")
    return dataset.batch(BATCH_SIZE, drop_remainder=True)
