import numpy as np
import mindspore.dataset as ds

import config as cfg


def load_tiles(num_tiles, seed):
    """Simulate the 8-bit quicklook tiles exported by the ground station."""
    rng = np.random.default_rng(seed)
    labels = rng.integers(0, cfg.NUM_CLASSES, size=num_tiles).astype(np.int32)
    base = rng.integers(0, 90, size=(num_tiles, cfg.BANDS, cfg.TILE, cfg.TILE))
    # clouds are bright in every band
    brightness = (labels * 70).reshape(-1, 1, 1, 1)
    tiles = np.clip(base + brightness, 0, 255).astype(np.uint8)
    return tiles, labels  # ROOT


def build_dataset(batch_size):
    tiles, labels = load_tiles(cfg.NUM_TILES, cfg.SEED)
    dataset = ds.NumpySlicesDataset({"tile": tiles, "label": labels}, shuffle=True)
    return dataset.batch(batch_size, drop_remainder=True)
