"""Synthetic brightfield pollen grains: a disc with taxon-specific pore count and exine texture."""
import numpy as np
import mindspore.dataset as ds
import mindspore.dataset.vision as vision


def grain(taxon, size, rng):
    yy, xx = np.mgrid[:size, :size] - size / 2
    r = np.hypot(xx, yy)
    theta = np.arctan2(yy, xx)
    radius = size * (0.28 + 0.03 * taxon)
    body = (r < radius).astype(np.float32)
    pores = 0.5 * (np.cos((taxon + 2) * theta) > 0.9) * (np.abs(r - radius) < 2)
    texture = 0.15 * np.sin(r * (1 + taxon)) * body
    img = np.clip(0.9 - 0.5 * body + texture + pores + 0.05 * rng.standard_normal(r.shape), 0, 1)
    return (np.repeat(img[..., None], 3, axis=2) * 255).astype(np.uint8)


def pollen_dataset(num, size, num_taxa, batch_size, seed):
    rng = np.random.default_rng(seed)
    labels = rng.integers(0, num_taxa, size=num).astype(np.int32)
    images = np.stack([grain(t, size, rng) for t in labels])
    data = ds.NumpySlicesDataset({"image": images, "taxon": labels}, shuffle=True)
    data = data.map([vision.RandomHorizontalFlip(), vision.Rescale(1 / 255.0, 0.0), vision.HWC2CHW()],
                    input_columns="image")
    return data.batch(batch_size, drop_remainder=True)
