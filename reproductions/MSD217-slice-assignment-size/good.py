"""Learning-rate schedule over 9 steps with a warm-up value for each of its 5 even steps."""
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)


class StepScale(nn.Cell):
    def __init__(self, warmup):
        super().__init__()
        self.warmup = warmup

    def construct(self, x, step):
        rates = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]
        rates[::2] = self.warmup
        return x * rates[step]


if __name__ == "__main__":
    scale = StepScale(warmup=[0.1, 0.3, 0.5, 0.7, 0.9])
    print(scale(ms.Tensor(np.ones((2,)), ms.float32), 2))
