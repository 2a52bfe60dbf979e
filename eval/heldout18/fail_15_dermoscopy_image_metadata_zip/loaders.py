import numpy as np
import mindspore.dataset as ds
import mindspore.dataset.vision as vision

import config


def synth_lesions(rng):
    labels = rng.integers(0, len(config.DIAGNOSES), config.N_LESIONS).astype(np.int32)
    images = rng.integers(90, 200, (config.N_LESIONS, config.IMG, config.IMG, 3)).astype(np.uint8)
    images[labels == 1, 8:24, 8:24] //= 2
    age = rng.normal(50, 15, config.N_LESIONS) / 100.0
    site = np.eye(len(config.SITES))[rng.integers(0, len(config.SITES), config.N_LESIONS)]
    sex = rng.integers(0, 2, (config.N_LESIONS, 1))
    meta = np.concatenate([age[:, None], site, sex], axis=1).astype(np.float32)
    return images, meta, labels


def image_loader(images, labels):
    dataset = ds.NumpySlicesDataset({"image": images, "label": labels}, shuffle=False)
    ops = [vision.Rescale(1.0 / 255.0, 0.0), vision.Normalize([0.6, 0.5, 0.5], [0.2, 0.2, 0.2]), vision.HWC2CHW()]
    return dataset.map(ops, input_columns="image")


def metadata_loader(meta, labels):
    return ds.NumpySlicesDataset({"metadata": meta, "label": labels}, shuffle=False)  # ROOT


def multimodal_loader(seed):
    images, meta, labels = synth_lesions(np.random.default_rng(seed))
    joint = ds.zip((image_loader(images, labels), metadata_loader(meta, labels)))
    return joint.batch(config.BATCH_SIZE, drop_remainder=True)
