"""The factory binds the keyword MindSpore's LayerNorm takes."""
from functools import partial

import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)


class MixerBlock(nn.Cell):
    def __init__(self, tokens, dim, norm_layer):
        super().__init__()
        self.norm1 = norm_layer((dim,))
        self.token_mix = nn.Dense(tokens, tokens)
        self.norm2 = norm_layer((dim,))
        self.channel_mix = nn.SequentialCell([nn.Dense(dim, 2 * dim), nn.GELU(), nn.Dense(2 * dim, dim)])

    def construct(self, x):
        x = x + self.token_mix(self.norm1(x).swapaxes(1, 2)).swapaxes(1, 2)
        return x + self.channel_mix(self.norm2(x))


class Mixer(nn.Cell):
    def __init__(self, tokens=16, dim=32, depth=2, classes=10,
                 norm_layer=partial(nn.LayerNorm, epsilon=1e-6)):
        super().__init__()
        self.blocks = nn.SequentialCell([MixerBlock(tokens, dim, norm_layer) for _ in range(depth)])
        self.head = nn.Dense(dim, classes)

    def construct(self, x):
        return self.head(self.blocks(x).mean(1))


if __name__ == "__main__":
    x = ms.Tensor(np.random.default_rng(0).standard_normal((2, 16, 32)), ms.float32)
    print(Mixer()(x).shape)
