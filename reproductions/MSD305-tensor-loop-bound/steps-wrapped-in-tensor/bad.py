"""Iterative denoiser: the number of refinement steps is wrapped in `ms.Tensor` by the caller
"so that changing it does not recompile". `range()` in construct needs a Python int, so the
graph cannot be built; the line to change is where the steps were made a tensor."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class Denoiser(nn.Cell):
    def __init__(self, width=16):
        super().__init__()
        self.score = nn.SequentialCell([nn.Dense(width, width), nn.Tanh(), nn.Dense(width, width)])
        self.rate = 0.1

    def construct(self, noisy, steps):
        x = noisy
        for _ in range(steps):
            x = x - self.rate * self.score(x)
        return ops.clip_by_value(x, -3.0, 3.0)


def run(net, batch, steps):
    steps = ms.Tensor(steps, ms.int32)  # expect: MSD305
    return net(batch, steps)


if __name__ == "__main__":
    noisy = ms.Tensor(np.random.default_rng(0).standard_normal((4, 16)), ms.float32)
    print(run(Denoiser(), noisy, 3).shape)
