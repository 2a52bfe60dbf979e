import numpy as np


def generate_anchors(image_size, stride, sizes, ratios):
    cells = image_size // stride
    base = []
    for size in sizes:
        for ratio in ratios:
            w = size * np.sqrt(ratio)
            h = size / np.sqrt(ratio)
            base.append((w, h))
    base = np.array(base, np.float32)
    centres = (np.arange(cells, dtype=np.float32) + 0.5) * stride
    cy, cx = np.meshgrid(centres, centres, indexing="ij")
    anchors = np.zeros((len(base), cells, cells, 4), np.float32)
    anchors[..., 0] = cx
    anchors[..., 1] = cy
    anchors[..., 2] = base[:, 0, None, None]
    anchors[..., 3] = base[:, 1, None, None]
    return anchors
