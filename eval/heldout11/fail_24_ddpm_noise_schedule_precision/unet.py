import math

import mindspore as ms
from mindspore import nn, ops


class SinusoidalTimeEmbedding(nn.Cell):
    def __init__(self, dim):
        super().__init__()
        self.half = dim // 2
        self.scale = math.log(10000) / (self.half - 1)

    def construct(self, t):
        freqs = ops.exp(ops.arange(self.half, dtype=ms.float32) * -self.scale)
        args = t.astype(ms.float32).reshape(-1, 1) * freqs.reshape(1, -1)
        return ops.cat((ops.sin(args), ops.cos(args)), axis=-1)


class ResBlock(nn.Cell):
    def __init__(self, ch, time_dim):
        super().__init__()
        self.conv1 = nn.Conv2d(ch, ch, 3, pad_mode="same")
        self.conv2 = nn.Conv2d(ch, ch, 3, pad_mode="same")
        self.norm1 = nn.GroupNorm(4, ch)
        self.norm2 = nn.GroupNorm(4, ch)
        self.time = nn.Dense(time_dim, ch)
        self.act = nn.SiLU()

    def construct(self, x, temb):
        h = self.conv1(self.act(self.norm1(x)))
        h = h + self.time(temb).reshape(h.shape[0], -1, 1, 1)
        h = self.conv2(self.act(self.norm2(h)))
        return x + h


class TinyUNet(nn.Cell):
    def __init__(self, channels, time_dim):
        super().__init__()
        self.temb = nn.SequentialCell([SinusoidalTimeEmbedding(time_dim), nn.Dense(time_dim, time_dim), nn.SiLU()])
        self.inc = nn.Conv2d(1, channels, 3, pad_mode="same")
        self.down = nn.Conv2d(channels, channels, 3, stride=2, pad_mode="same")
        self.mid = ResBlock(channels, time_dim)
        self.up = nn.Conv2dTranspose(channels, channels, 2, stride=2)
        self.res = ResBlock(channels, time_dim)
        self.outc = nn.Conv2d(channels, 1, 3, pad_mode="same")

    def construct(self, x, t):
        temb = self.temb(t)
        h0 = self.inc(x)
        h = self.mid(self.down(h0), temb)
        h = self.res(self.up(h) + h0, temb)
        return self.outc(h)
