"""A denoising autoencoder follows a noise curriculum: construct pops the next noise level from
a deque each step. Graph mode pops once, while compiling, and every step trains with the first
level; the deque is left with one item gone."""
import collections

import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class CurriculumDenoiser(nn.Cell):
    def __init__(self, dim, levels):
        super().__init__()
        self.net = nn.SequentialCell([nn.Dense(dim, 16), nn.ReLU(), nn.Dense(16, dim)])
        self.levels = collections.deque(levels)

    def construct(self, x, noise):
        level = self.levels.popleft()  # expect: MSD703
        return ops.mse_loss(self.net(x + level * noise), x)


if __name__ == "__main__":
    rng = np.random.default_rng(0)
    model = CurriculumDenoiser(8, [0.0, 0.5, 1.0])
    x = ms.Tensor(rng.standard_normal((4, 8)), ms.float32)
    noise = ms.Tensor(rng.standard_normal((4, 8)), ms.float32)
    for step in range(3):
        print(step, float(model(x, noise).asnumpy()), len(model.levels))
