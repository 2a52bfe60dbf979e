import numpy as np

import config as cfg


def decode_images(n, rng):
    """Stand-in for PIL decoding: uint8 HWC arrays."""
    return [rng.integers(0, 256, (cfg.IMAGE_SIZE, cfg.IMAGE_SIZE, 3), dtype=np.uint8) for _ in range(n)]


def preprocess(images):
    x = np.stack(images).astype(np.float32) / 255.0          # (B, H, W, C)
    x = (x - np.array(cfg.MEAN, np.float32)) / np.array(cfg.STD, np.float32)
    return np.ascontiguousarray(x.transpose(cfg.TO_NCHW))
