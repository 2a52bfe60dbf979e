import numpy as np

import config

# mean reflectance x 255 per class for (blue, green, red, red_edge, nir)
SIGNATURES = {0: (20, 60, 25, 120, 200), 1: (30, 70, 45, 110, 150), 2: (25, 80, 40, 90, 170)}


def export_tiles(rng):
    tiles, labels = [], []
    for c in range(len(config.CLASSES)):
        for _ in range(config.TILES_PER_CLASS):
            bands = [np.clip(rng.normal(m, 8, (config.TILE, config.TILE)), 0, 255) for m in SIGNATURES[c]]
            alpha = np.full((config.TILE, config.TILE), 255.0)              # every pixel valid
            tiles.append(np.stack(bands + [alpha], axis=-1).astype(np.uint8))
            labels.append(c)
    return np.asarray(tiles), np.asarray(labels, np.int32)


def band_statistics(tiles, bands):
    sel = tiles[..., bands].astype(np.float64)
    return sel.mean(axis=(0, 1, 2)).tolist(), sel.std(axis=(0, 1, 2)).tolist()
