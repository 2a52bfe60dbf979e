"""The noise level is chosen outside graph code and passed in as a tensor."""
import collections

import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class CurriculumDenoiser(nn.Cell):
    def __init__(self, dim):
        super().__init__()
        self.net = nn.SequentialCell([nn.Dense(dim, 16), nn.ReLU(), nn.Dense(16, dim)])

    def construct(self, x, noise, level):
        return ops.mse_loss(self.net(x + level * noise), x)


if __name__ == "__main__":
    rng = np.random.default_rng(0)
    model = CurriculumDenoiser(8)
    levels = collections.deque([0.0, 0.5, 1.0])
    x = ms.Tensor(rng.standard_normal((4, 8)), ms.float32)
    noise = ms.Tensor(rng.standard_normal((4, 8)), ms.float32)
    for step in range(3):
        level = ms.Tensor(levels.popleft(), ms.float32)
        print(step, float(model(x, noise, level).asnumpy()), len(levels))
