import numpy as np
import mindspore.dataset as ds

import config
from glyphs import render
from pipeline import build_transforms, label_transforms


class CharCrops:
    def __init__(self, seed):
        rng = np.random.default_rng(seed)
        self.items = [(render(ch, rng), i) for i, ch in enumerate(config.CHARSET)
                      for _ in range(config.SAMPLES_PER_CHAR)]

    def __getitem__(self, idx):
        img, label = self.items[idx]
        return img, np.int64(label)

    def __len__(self):
        return len(self.items)


def make_dataset():
    dataset = ds.GeneratorDataset(CharCrops(config.SEED), column_names=["image", "label"], shuffle=True)
    dataset = dataset.map(build_transforms(config.IMG_SIZE), input_columns="image")  # ROOT
    dataset = dataset.map(label_transforms(), input_columns="label")
    return dataset.batch(config.BATCH_SIZE)
