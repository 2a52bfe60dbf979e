"""An encoder built from settings whose attention options leave the temperature to the call."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

from settings_good import ENCODER

ms.set_context(mode=ms.GRAPH_MODE)


class ScaledAttention(nn.Cell):
    def construct(self, x, temperature=1.0, clip=10.0):
        scores = ops.clamp(ops.matmul(x, x.swapaxes(-1, -2)) / temperature, -clip, clip)
        return ops.matmul(ops.softmax(scores, axis=-1), x)


class Encoder(nn.Cell):
    def __init__(self, width, attention_options):
        super().__init__()
        self.proj = nn.Dense(width, width)
        self.attention = ScaledAttention()
        self.temperature = float(width) ** 0.5
        self.attention_options = attention_options

    def construct(self, x):
        return self.attention(self.proj(x), self.temperature, **self.attention_options)


def build_encoder(cfg):
    return Encoder(cfg["width"], cfg["attention_options"])


if __name__ == "__main__":
    x = ms.Tensor(np.random.default_rng(0).standard_normal((2, 5, 16)), ms.float32)
    print(build_encoder(ENCODER)(x).shape)
