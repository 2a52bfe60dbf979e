import numpy as np

MEAN = np.array([0.485, 0.456, 0.406], dtype=np.float32)
STD = np.array([0.229, 0.224, 0.225], dtype=np.float32)


def load_fake_images(n, size=32, seed=0):
    rng = np.random.default_rng(seed)
    # like PIL/cv2 output: uint8 H x W x C
    return rng.integers(0, 256, size=(n, size, size, 3), dtype=np.uint8)


def preprocess(batch_u8):
    x = batch_u8.astype(np.float32) / 255.0
    x = (x - MEAN) / STD
    return x  # ROOT


def batches(n, bs):
    imgs = load_fake_images(n)
    labels = np.arange(n, dtype=np.int32) % 4
    for i in range(0, n, bs):
        yield preprocess(imgs[i:i + bs]), labels[i:i + bs]
