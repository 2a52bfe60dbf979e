"""A generator helper that yields sliding windows, consumed in construct."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


def windows(x, size):
    for start in range(0, x.shape[1] - size + 1, size):
        yield x[:, start:start + size]  # expect: MSD201


class WindowPool(nn.Cell):
    def __init__(self, dim=8):
        super().__init__()
        self.proj = nn.Dense(dim, dim)

    def construct(self, x):
        pooled = []
        for w in windows(x, 4):
            pooled.append(w.mean(axis=1))
        return self.proj(ops.stack(pooled, axis=1))


if __name__ == "__main__":
    np.random.seed(0)
    print(WindowPool()(ms.Tensor(np.random.randn(2, 16, 8).astype(np.float32))).shape)
