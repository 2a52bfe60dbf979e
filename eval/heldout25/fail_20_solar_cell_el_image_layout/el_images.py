import numpy as np

import config


def render_cell(defect, rng):
    """Electroluminescence image of one solar cell (bright = active silicon), replicated to 3 channels."""
    s = config.CELL_SIZE
    yy, xx = np.mgrid[:s, :s]
    img = 0.75 + 0.05 * rng.randn(s, s)
    img[:, ::8] -= 0.25
    if defect == "crack":
        a, b = rng.uniform(-1, 1), rng.uniform(0, s)
        img[np.abs(yy - (a * xx + b)) < 1.0] = 0.15
    elif defect == "finger_break":
        col = rng.randint(1, 4) * 8
        img[:, col - 3:col + 3] *= 0.5
    elif defect == "dark_area":
        cx, cy = rng.uniform(6, s - 6, 2)
        img[(xx - cx) ** 2 + (yy - cy) ** 2 < 40] *= 0.3
    gray = np.clip(img, 0, 1).astype(np.float32)
    return np.stack([gray, gray, gray])  # ROOT


def build(seed):
    rng = np.random.RandomState(seed)
    images, labels = [], []
    for k, defect in enumerate(config.DEFECTS):
        for _ in range(config.CELLS_PER_CLASS):
            images.append(render_cell(defect, rng))
            labels.append(k)
    return np.stack(images), np.asarray(labels, np.int32)
