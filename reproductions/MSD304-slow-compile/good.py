"""Tiny DDIM-style sampler: a denoiser network is applied once per timestep
to turn noise into a sample, all inside one graph-mode `construct`.

Fixed: the sampling loop is a `while` over a tensor counter, which graph mode
compiles as one loop instead of unrolling 60 copies of the denoiser.
"""
import math
import time

import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)

NUM_STEPS = 60


class Denoiser(nn.Cell):
    """Predicts the noise in x_t from x_t and a sinusoidal timestep embedding."""

    def __init__(self, dim=16, hidden=32):
        super().__init__()
        self.freqs = ms.Tensor(np.exp(-math.log(1000.0) * np.arange(hidden // 2) / (hidden // 2)), ms.float32)
        self.inp = nn.Dense(dim, hidden)
        self.norm = nn.LayerNorm((hidden,))
        self.mlp = nn.SequentialCell([nn.Dense(hidden, hidden * 2), nn.GELU(), nn.Dense(hidden * 2, hidden)])
        self.out = nn.Dense(hidden, dim)

    def construct(self, x, t):
        args = t * self.freqs
        t_emb = ops.concat((ops.sin(args), ops.cos(args)))
        h = self.inp(x) + t_emb
        h = h + self.mlp(self.norm(h))
        return self.out(ops.gelu(h))


class DDIMSampler(nn.Cell):
    def __init__(self, dim=16, num_steps=NUM_STEPS):
        super().__init__()
        self.denoiser = Denoiser(dim)
        self.num_steps = num_steps
        betas = np.linspace(1e-4, 0.02, num_steps)
        self.alpha_bars = ms.Tensor(np.cumprod(1.0 - betas), ms.float32)

    def construct(self, x):
        t = ms.Tensor(self.num_steps - 1, ms.int32)
        while t > 0:
            a_t = self.alpha_bars[t]
            a_prev = self.alpha_bars[t - 1]
            eps = self.denoiser(x, t.astype(ms.float32))
            x0 = (x - ops.sqrt(1.0 - a_t) * eps) / ops.sqrt(a_t)
            x = ops.sqrt(a_prev) * x0 + ops.sqrt(1.0 - a_prev) * eps
            t = t - 1
        return x


if __name__ == "__main__":
    np.random.seed(0)
    sampler = DDIMSampler()
    noise = ms.Tensor(np.random.randn(4, 16).astype(np.float32))
    start = time.perf_counter()
    sample = sampler(noise)
    print(f"first call (compile + run): {time.perf_counter() - start:.1f} s")
    start = time.perf_counter()
    sample = sampler(noise)
    print(f"second call (run only):     {time.perf_counter() - start:.2f} s")
    print(sample.shape)
