import math

import mindspore as ms
from mindspore import nn, ops


def timestep_embedding(t, dim):
    half = dim // 2
    freqs = ops.exp(-math.log(10000.0) * ops.arange(half, dtype=ms.float32) / half)
    args = t.astype(ms.float32)[:, None] * freqs[None, :]
    return ops.cat([ops.sin(args), ops.cos(args)], axis=-1)


class ResBlock(nn.Cell):
    """DDPM residual block: GroupNorm(32) -> SiLU -> conv, with the time embedding added."""

    def __init__(self, cin, cout, temb_dim):
        super().__init__()
        self.norm1 = nn.GroupNorm(32, cin)
        self.conv1 = nn.Conv2d(cin, cout, 3, pad_mode="same")
        self.temb = nn.Dense(temb_dim, cout)
        self.norm2 = nn.GroupNorm(32, cout)
        self.conv2 = nn.Conv2d(cout, cout, 3, pad_mode="same")
        self.act = nn.SiLU()
        self.skip = nn.Conv2d(cin, cout, 1) if cin != cout else nn.Identity()

    def construct(self, x, temb):
        h = self.conv1(self.act(self.norm1(x)))
        h = h + self.temb(self.act(temb))[:, :, None, None]
        h = self.conv2(self.act(self.norm2(h)))
        return h + self.skip(x)
