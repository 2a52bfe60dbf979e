import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

from losses import OnlineBalancedCE

CLASSES, DIM = 3, 4


def stream(rng, n_batches, batch=12):
    """Class 0 dominates the stream: p = (0.8, 0.1, 0.1)."""
    for _ in range(n_batches):
        y = rng.choice(CLASSES, size=batch, p=[0.8, 0.1, 0.1]).astype(np.int32)
        x = (rng.standard_normal((batch, DIM)) + y[:, None]).astype(np.float32)
        yield x, y


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(0)
    rng = np.random.default_rng(0)
    net = nn.Dense(DIM, CLASSES)
    loss_fn = OnlineBalancedCE(CLASSES)
    eval_x = Tensor(rng.standard_normal((6, DIM)).astype(np.float32))
    eval_y = Tensor(np.array([0, 1, 2, 0, 1, 2], np.int32))
    for step, (x, y) in enumerate(stream(rng, 3)):
        loss_fn.update(y)
        loss = loss_fn(net(eval_x), eval_y)
        print(f"step {step} counts={loss_fn.counts.astype(int).tolist()} balanced_loss={loss.asnumpy():.4f}")


if __name__ == "__main__":
    main()
