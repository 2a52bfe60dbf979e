import numpy as np


def hr_patch_size(lr_patch, scale):
    """Side length of the high-resolution target for a low-resolution patch."""
    return lr_patch * scale  # ROOT


def block_downsample(img, out_size):
    """Area-average an (C, H, W) image to (C, out_size, out_size)."""
    c, h, _ = img.shape
    idx = np.linspace(0, h, out_size + 1).astype(int)
    out = np.empty((c, out_size, out_size), dtype=np.float32)
    for i in range(out_size):
        for j in range(out_size):
            out[:, i, j] = img[:, idx[i]:idx[i + 1], idx[j]:idx[j + 1]].mean(axis=(1, 2))
    return out
