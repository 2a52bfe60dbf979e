import numpy as np
import mindspore as ms

MEAN = np.array([0.485, 0.456, 0.406]).reshape(1, 3, 1, 1)
STD = np.array([0.229, 0.224, 0.225]).reshape(1, 3, 1, 1)


def normalize(images_uint8):
    return (images_uint8 / 255.0 - MEAN) / STD


def make_batch(batch_size, size, num_classes, seed):
    rng = np.random.default_rng(seed)
    raw = rng.integers(0, 256, (batch_size, 3, size, size), dtype=np.uint8)
    masks = rng.integers(0, num_classes, (batch_size, size, size)).astype(np.int32)
    images = ms.Tensor(normalize(raw))  # ROOT
    return images, ms.Tensor(masks)
