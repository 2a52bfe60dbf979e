import numpy as np
import mindspore as ms
import mindspore.dataset as ds
import mindspore.dataset.transforms as T
import mindspore.dataset.vision as vision

FLOWERS = ["daisy", "dandelion", "roses", "sunflowers", "tulips"]
IMAGE_SIZE = 32


class FlowerPhotos:
    def __init__(self, n, seed=0):
        rng = np.random.default_rng(seed)
        self.labels = rng.integers(0, len(FLOWERS), n).astype(np.int32)
        palette = rng.integers(0, 256, (len(FLOWERS), 1, 1, 3))
        noise = rng.integers(-40, 40, (n, 48, 48, 3))
        self.images = np.clip(palette[self.labels] + noise, 0, 255).astype(np.uint8)

    def __getitem__(self, index):
        return self.images[index], self.labels[index]

    def __len__(self):
        return len(self.labels)


def train_transforms():
    return [
        vision.RandomResizedCrop(IMAGE_SIZE, scale=(0.6, 1.0)),
        vision.RandomHorizontalFlip(),
        vision.Rescale(1.0 / 255.0, 0.0),
        vision.Normalize(mean=[0.5, 0.5, 0.5], std=[0.25, 0.25, 0.25]),
        vision.HWC2CHW(),
    ]


def flower_dataset(n, batch_size):
    dataset = ds.GeneratorDataset(FlowerPhotos(n), column_names=["label", "image"], shuffle=True)  # ROOT
    dataset = dataset.map(operations=train_transforms(), input_columns="image")
    dataset = dataset.map(operations=T.TypeCast(ms.int32), input_columns="label")
    return dataset.batch(batch_size, drop_remainder=True)
