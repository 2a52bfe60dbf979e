import numpy as np

MEAN = np.array([0.485, 0.456, 0.406], np.float32)
STD = np.array([0.229, 0.224, 0.225], np.float32)
IMAGE_SIZE = 32
CLASSES = ("daisy", "rose", "tulip", "sunflower")


def read_images(n, seed=0):
    """Fake decoded JPEGs: uint8 arrays in height-width-channel order, as PIL gives them."""
    rng = np.random.default_rng(seed)
    labels = rng.integers(0, len(CLASSES), size=n)
    imgs = rng.integers(0, 256, size=(n, IMAGE_SIZE, IMAGE_SIZE, 3), dtype=np.uint8)
    imgs[..., 0] = np.clip(imgs[..., 0].astype(int) + 40 * labels[:, None, None], 0, 255)
    return imgs, labels.astype(np.int32)


def to_model_input(batch_uint8):
    x = batch_uint8.astype(np.float32) / 255.0
    x = (x - MEAN) / STD
    return np.ascontiguousarray(x)  # ROOT


def batches(imgs, labels, bs, rng):
    order = rng.permutation(len(imgs))
    for s in range(0, len(order) - bs + 1, bs):
        idx = order[s:s + bs]
        yield to_model_input(imgs[idx]), labels[idx]
