"""Rasterises noisy hand-drawn-looking strokes for a few shape classes."""
import numpy as np


def _polyline(canvas, pts):
    for (x0, y0), (x1, y1) in zip(pts[:-1], pts[1:]):
        for t in np.linspace(0, 1, 40):
            x, y = int(round(x0 + t * (x1 - x0))), int(round(y0 + t * (y1 - y0)))
            if 0 <= x < canvas.shape[1] and 0 <= y < canvas.shape[0]:
                canvas[y, x] = 255


def doodle(kind, size, rng):
    c = size / 2 + rng.normal(0, 1.5, 2)
    r = size * rng.uniform(0.25, 0.38)
    if kind == 4:                                   # zigzag
        xs = np.linspace(c[0] - r, c[0] + r, 6)
        ys = c[1] + np.where(np.arange(6) % 2 == 0, -r / 2, r / 2)
        pts = np.stack([xs, ys], 1)
    else:                                           # circle, square, triangle, star
        n_vertices, turns = [(20, 1), (5, 1), (4, 1), (6, 2)][kind]
        ang = np.linspace(-np.pi / 2, -np.pi / 2 + 2 * np.pi * turns, n_vertices)
        if kind == 3:
            ang = ang * 2
        pts = np.stack([c[0] + r * np.cos(ang), c[1] + r * np.sin(ang)], 1)
    pts = pts + rng.normal(0, 0.6, pts.shape)
    canvas = np.zeros((size, size), np.uint8)
    _polyline(canvas, pts)
    return canvas[..., None]


def doodle_arrays(per_class, size, seed):
    rng = np.random.default_rng(seed)
    images, labels = [], []
    for k in range(5):
        for _ in range(per_class):
            images.append(doodle(k, size, rng))
            labels.append(k)
    return np.stack(images), np.array(labels, np.int32)
