import numpy as np
import mindspore as ms
from mindspore import nn, ops


class Denoiser(nn.Cell):
    def __init__(self, dim, hidden, steps):
        super().__init__()
        self.t_embed = nn.Embedding(steps, hidden)
        self.inp = nn.Dense(dim, hidden)
        self.out = nn.SequentialCell(nn.SiLU(), nn.Dense(hidden, hidden), nn.SiLU(), nn.Dense(hidden, dim))

    def construct(self, x_t, t):
        return self.out(self.inp(x_t) + self.t_embed(t))


class DDPMLoss(nn.Cell):
    def __init__(self, denoiser, alphas_bar, steps):
        super().__init__()
        self.denoiser = denoiser
        self.alphas_bar = alphas_bar
        self.steps = steps

    def construct(self, x0, noise):
        b = x0.shape[0]
        t = ms.Tensor(np.random.randint(0, self.steps, size=(b,)), ms.int32)  # ROOT
        ab = ops.gather(self.alphas_bar, t, 0).reshape(-1, 1)
        x_t = ops.sqrt(ab) * x0 + ops.sqrt(1.0 - ab) * noise
        eps = self.denoiser(x_t, t)
        return ((eps - noise) ** 2).mean(), t.astype(ms.float32).mean()
