import numpy as np
import mindspore.dataset as ds

import config


def scanned_lines(n, seed):
    rng = np.random.default_rng(seed)
    scribe = rng.integers(0, len(config.SCRIBES), n).astype(np.int32)
    lines = rng.integers(200, 256, (n, config.HEIGHT, config.WIDTH, 1)).astype(np.uint8)
    for i, s in enumerate(scribe):
        slant = s + 1
        for x in range(4, config.WIDTH - 8, 6):
            for y in range(4, config.HEIGHT - 4):
                lines[i, y, x + (y // slant) % 4, 0] = 30          # ink strokes with scribe-specific slant
    return lines, scribe


def line_source(seed):
    lines, scribe = scanned_lines(16, seed)
    return ds.NumpySlicesDataset({"line_img": lines, "scribe": scribe}, shuffle=False)  # ROOT
