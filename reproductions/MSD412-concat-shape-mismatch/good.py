"""A timestep embedding made (B, 1) is concatenated with the features."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class Denoiser(nn.Cell):
    def __init__(self, width=6):
        super().__init__()
        self.fc = nn.Dense(width + 1, width)

    def time_feature(self, t):
        return ops.sin(t * 0.1).reshape(-1, 1)

    def construct(self, x, t):
        h = ops.concat((x, self.time_feature(t)), axis=-1)
        return self.fc(h)


if __name__ == "__main__":
    x = ms.Tensor(np.random.randn(4, 6), ms.float32)
    t = ms.Tensor(np.arange(4), ms.float32)
    print(Denoiser()(x, t).shape)
