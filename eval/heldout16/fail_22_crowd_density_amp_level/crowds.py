"""Synthetic crowd scenes: gaussian heads on a noisy background, with their density maps."""
import numpy as np
import mindspore.dataset as ds


def scene(size, rng):
    n_people = rng.integers(3, 25)
    yy, xx = np.mgrid[:size, :size]
    image = 0.2 + 0.05 * rng.standard_normal((size, size))
    density = np.zeros((size, size))
    for _ in range(n_people):
        cy, cx = rng.uniform(2, size - 2, 2)
        blob = np.exp(-((yy - cy) ** 2 + (xx - cx) ** 2) / 4.0)
        image += 0.6 * blob
        density += blob / blob.sum()
    return image[None].astype(np.float32), density[None].astype(np.float32)


def crowd_dataset(cfg):
    rng = np.random.default_rng(cfg["seed"])
    pairs = [scene(cfg["image_size"], rng) for _ in range(cfg["num_images"])]
    images = np.stack([p[0] for p in pairs])
    densities = np.stack([p[1] for p in pairs])
    data = ds.NumpySlicesDataset({"image": images, "density": densities}, shuffle=True)
    return data.batch(cfg["batch_size"], drop_remainder=True)
