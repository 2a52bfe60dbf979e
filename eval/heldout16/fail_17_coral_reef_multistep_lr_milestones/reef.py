"""Synthetic benthic survey patches with class-specific colour and texture."""
import numpy as np
import mindspore.dataset as ds
import mindspore.dataset.vision as vision

import config

PALETTE = {0: (190, 120, 90), 1: (160, 90, 170), 2: (60, 140, 60), 3: (210, 200, 160)}


def reef_patch(kind, rng):
    yy, xx = np.mgrid[:config.PATCH, :config.PATCH]
    freq = [0.9, 0.4, 0.2, 0.05][kind]
    tex = 0.5 + 0.5 * np.sin(freq * xx + rng.uniform(0, 6)) * np.sin(freq * yy)
    rgb = np.array(PALETTE[kind])[None, None, :] * (0.7 + 0.3 * tex[..., None])
    rgb += rng.normal(0, 10, rgb.shape)
    return np.clip(rgb, 0, 255).astype(np.uint8)


def reef_dataset():
    rng = np.random.default_rng(config.SEED)
    labels = rng.integers(0, len(config.BENTHIC_CLASSES), size=config.NUM_PATCHES).astype(np.int32)
    images = np.stack([reef_patch(k, rng) for k in labels])
    data = ds.NumpySlicesDataset({"image": images, "label": labels}, shuffle=True)
    data = data.map([vision.RandomHorizontalFlip(), vision.Normalize([127.5] * 3, [64.0] * 3),
                     vision.HWC2CHW()], input_columns="image")
    return data.batch(config.BATCH_SIZE, drop_remainder=True)
