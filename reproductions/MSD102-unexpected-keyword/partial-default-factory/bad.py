"""An MLP-Mixer ported from timm keeps timm's default normalisation factory,
partial(nn.LayerNorm, eps=1e-6). MindSpore's LayerNorm calls it `epsilon`; the blocks call the
factory while the model is built, far from the default. The line to change is the default."""
from functools import partial

import numpy as np
import mindspore as ms
from mindspore import nn

from mixer_blocks import MixerBlock

ms.set_context(mode=ms.GRAPH_MODE)


class Mixer(nn.Cell):
    def __init__(self, tokens=16, dim=32, depth=2, classes=10,
                 norm_layer=partial(nn.LayerNorm, eps=1e-6)):  # expect: MSD102
        super().__init__()
        self.blocks = nn.SequentialCell([MixerBlock(tokens, dim, norm_layer) for _ in range(depth)])
        self.head = nn.Dense(dim, classes)

    def construct(self, x):
        return self.head(self.blocks(x).mean(1))


if __name__ == "__main__":
    x = ms.Tensor(np.random.default_rng(0).standard_normal((2, 16, 32)), ms.float32)
    print(Mixer()(x).shape)
