"""Linear warm-up of a residual branch over a non-zero number of steps."""
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)


class WarmupResidual(nn.Cell):
    def __init__(self, dim, warmup_steps):
        super().__init__()
        self.fc = nn.Dense(dim, dim)
        self.warmup_steps = warmup_steps

    def construct(self, x, step):
        gate = min(1.0, step / self.warmup_steps)
        return x + gate * self.fc(x)


if __name__ == "__main__":
    np.random.seed(0)
    block = WarmupResidual(4, warmup_steps=100)
    print(block(ms.Tensor(np.random.randn(2, 4), ms.float32), 10).shape)
