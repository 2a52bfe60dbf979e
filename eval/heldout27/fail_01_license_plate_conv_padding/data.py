import numpy as np
import mindspore.dataset as ds

import config


def render_glyphs(n, seed):
    """Crude synthetic glyphs: each class lights a different pair of strokes."""
    rng = np.random.default_rng(seed)
    labels = rng.integers(0, len(config.CHARSET), n).astype(np.int32)
    imgs = rng.uniform(0, 0.2, (n, 1, config.GLYPH, config.GLYPH)).astype(np.float32)
    for i, c in enumerate(labels):
        imgs[i, 0, (c % 6) * 4:(c % 6) * 4 + 3, :] += 0.8
        imgs[i, 0, :, (c // 6) * 4:(c // 6) * 4 + 3] += 0.8
    return imgs, labels


def build_dataset(seed):
    x, y = render_glyphs(36, seed)
    return ds.NumpySlicesDataset((x, y), column_names=["glyph", "char"], shuffle=False).batch(config.BATCH)
