"""Warm-up schedule written as a jit class; the model keeps an instance of it."""
import numpy as np
import mindspore as ms
from mindspore import jit_class, nn

ms.set_context(mode=ms.GRAPH_MODE)


@jit_class
class LinearWarmup:
    def __init__(self):
        self.steps = 10.0

    def factor(self, step):
        return min(1.0, step / self.steps)


class ScaledHead(nn.Cell):
    def __init__(self, dim):
        super().__init__()
        self.fc = nn.Dense(dim, dim)
        self.warmup = LinearWarmup()

    def construct(self, x, step):
        return self.fc(x) * self.warmup.factor(step)


if __name__ == "__main__":
    np.random.seed(0)
    print(ScaledHead(4)(ms.Tensor(np.random.randn(2, 4), ms.float32), 5).shape)
