import numpy as np

import config


def render(ch, rng):
    """A crude 'font': each character gets a fixed random stroke pattern on a 5x4 grid."""
    code = np.random.default_rng(config.CHARSET.index(ch) + 1000).random((5, 4)) > 0.5
    h, w = config.RAW_SIZE
    img = np.kron(code, np.ones((h // 5, w // 4))).astype(np.float32)
    img = np.pad(img, ((0, h - img.shape[0]), (0, w - img.shape[1])))
    img = img * rng.uniform(150, 230) + rng.normal(0, 12, img.shape) + 20
    gray = np.clip(img, 0, 255).astype(np.uint8)
    return np.repeat(gray[..., None], 3, axis=-1)
