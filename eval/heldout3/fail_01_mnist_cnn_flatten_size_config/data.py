import numpy as np
import mindspore as ms


def synthetic_digits(batch_size, seed=0):
    """Fake 28x28 MNIST-like batch."""
    rng = np.random.default_rng(seed)
    images = rng.random((batch_size, 1, 28, 28)).astype(np.float32)
    labels = rng.integers(0, 10, size=(batch_size,)).astype(np.int32)
    return ms.Tensor(images), ms.Tensor(labels)
