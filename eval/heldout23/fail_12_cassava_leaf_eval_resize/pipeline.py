import numpy as np
import mindspore.dataset as ds
import mindspore.dataset.vision as vision

import config as cfg
from transforms import eval_sizes


class LeafPhotos:
    def __init__(self, seed):
        rng = np.random.default_rng(seed)
        h, w = cfg.RAW_SIZE
        self.images = rng.integers(0, 256, (cfg.NUM_IMAGES, h, w, 3), dtype=np.uint8)
        self.labels = (np.arange(cfg.NUM_IMAGES) % len(cfg.CLASSES)).astype(np.int32)
        # lesions: brownish patches for diseased leaves
        for i, y in enumerate(self.labels):
            if y:
                self.images[i, 20:40, 30:50] = (120 + 20 * y, 80, 40)

    def __getitem__(self, idx):
        return self.images[idx], self.labels[idx]

    def __len__(self):
        return len(self.labels)


def eval_dataset(seed):
    resize_to, crop_to = eval_sizes()
    ops = [
        vision.Resize(resize_to),
        vision.CenterCrop(crop_to),
        vision.Normalize(mean=cfg.MEAN, std=cfg.STD),
        vision.HWC2CHW(),
    ]
    data = ds.GeneratorDataset(LeafPhotos(seed), ["image", "label"], shuffle=False)
    data = data.map(ops, input_columns="image")
    return data.batch(cfg.BATCH_SIZE)
