import math

import mindspore as ms
from mindspore import nn, ops

from config import SAMPLING


class ConditionalDenoiser(nn.Cell):
    def __init__(self, data_dim, num_classes, hidden, time_dim):
        super().__init__()
        half = time_dim // 2
        self.freqs = ops.exp(ops.arange(half, dtype=ms.float32) * (-math.log(1000.0) / half))
        self.class_embed = nn.Embedding(num_classes + 1, hidden)
        self.inp = nn.Dense(data_dim + time_dim, hidden)
        self.mlp = nn.SequentialCell([nn.SiLU(), nn.Dense(hidden, hidden), nn.SiLU(), nn.Dense(hidden, data_dim)])

    def construct(self, x, t, labels):
        args = t.astype(ms.float32).expand_dims(1) * self.freqs.expand_dims(0)
        t_emb = ops.concat((ops.sin(args), ops.cos(args)), axis=1)
        h = self.inp(ops.concat((x, t_emb), axis=1)) + self.class_embed(labels)
        return self.mlp(h)


class ClassifierFreeGuidance(nn.Cell):
    def __init__(self, denoiser, null_label):
        super().__init__()
        self.denoiser = denoiser
        self.null_label = null_label

    def construct(self, x, t, labels):
        eps_cond = self.denoiser(x, t, labels)
        eps_uncond = self.denoiser(x, t, ops.full_like(labels, self.null_label))
        scale = SAMPLING["guidance_scale"]  # ROOT
        return eps_uncond + scale * (eps_cond - eps_uncond)
