import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class OverflowSafeNorm(nn.Cell):
    """Normalises features; very large activations are handled in half precision to save memory."""

    def __init__(self, dim, limit=1e3):
        super().__init__()
        self.gamma = ms.Parameter(ops.ones((dim,), ms.float32), name="gamma")
        self.limit = limit

    def construct(self, x):
        peak = ops.abs(x).max()
        if peak > self.limit:
            y = (x / peak).astype(ms.float16)  # ROOT
        else:
            y = x
        rms = ops.sqrt(ops.mean(y * y, axis=-1, keep_dims=True) + 1e-6)
        return y / rms * self.gamma


class Regressor(nn.Cell):
    def __init__(self):
        super().__init__()
        self.inp = nn.Dense(6, 16)
        self.norm = OverflowSafeNorm(16)
        self.out = nn.Dense(16, 1)

    def construct(self, x):
        return self.out(ops.relu(self.norm(self.inp(x))))


net = Regressor()
x = ms.Tensor(np.random.randn(5, 6).astype(np.float32))
print(net(x))
