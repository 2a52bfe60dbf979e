"""A jit training step for a small text classifier: the labels come from NumPy's integer
generator (int64) and are wrapped without a dtype, and CrossEntropyLoss wants int32."""
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)

CLASSES = 3


def synthetic_batch(rng, size=4, features=6):
    x = rng.normal(size=(size, features)).astype(np.float32)
    y = rng.integers(0, CLASSES, size=(size,))
    return ms.Tensor(x), ms.Tensor(y)  # expect: MSD502


net = nn.Dense(6, CLASSES)
criterion = nn.CrossEntropyLoss()


@ms.jit
def loss_step(x, y):
    return criterion(net(x), y)  # via


if __name__ == "__main__":
    xb, yb = synthetic_batch(np.random.default_rng(0))
    print(loss_step(xb, yb))
