"""Decodes the tiny RGB sprites used in the unit-icon classifier."""
import numpy as np

SPRITES = {
    "circle": lambda yy, xx: (yy - 3.5) ** 2 + (xx - 3.5) ** 2 < 9,
    "bar": lambda yy, xx: np.abs(yy - 3.5) < 1.5,
    "diag": lambda yy, xx: np.abs(yy - xx) < 1.5,
}
CLASSES = tuple(SPRITES)
SIZE = 8


def decode_sprite(name, color):
    """Returns an (H, W, 3) uint8 image, like PIL/cv2 would."""
    yy, xx = np.mgrid[:SIZE, :SIZE]
    mask = SPRITES[name](yy, xx)
    img = np.zeros((SIZE, SIZE, 3), dtype=np.uint8)
    img[mask] = color
    return img


def load_batch():
    names = ["circle", "bar", "diag", "circle"]
    colors = [(255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 0)]
    imgs = [decode_sprite(n, c) for n, c in zip(names, colors)]
    labels = np.array([CLASSES.index(n) for n in names], dtype=np.int32)
    batch = np.stack(imgs).astype(np.float32) / 255.0  # ROOT
    return batch, labels
