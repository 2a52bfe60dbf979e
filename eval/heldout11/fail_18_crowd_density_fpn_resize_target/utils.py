import numpy as np


def spatial_size(t):
    """(H, W) of an NCHW feature map."""
    return t.shape[1:3]  # ROOT


def density_map(points, size, sigma):
    yy, xx = np.mgrid[0:size, 0:size]
    dens = np.zeros((size, size), np.float32)
    for (py, px) in points:
        g = np.exp(-((yy - py) ** 2 + (xx - px) ** 2) / (2 * sigma ** 2))
        dens += g / g.sum()
    return dens


def crowd_batch(batch, size, sigma, rng):
    imgs = rng.uniform(0, 0.2, size=(batch, 3, size, size)).astype(np.float32)
    dens = np.zeros((batch, 1, size, size), np.float32)
    for b in range(batch):
        pts = rng.integers(2, size - 2, size=(rng.integers(5, 15), 2))
        for py, px in pts:
            imgs[b, :, py - 1:py + 2, px - 1:px + 2] += 0.8
        dens[b, 0] = density_map(pts, size, sigma)
    return imgs, dens
