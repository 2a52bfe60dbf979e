"""A patch decoder that folds its tokens back into a grid: the grid helper sizes the rows from the
tokens it gets, so 24x24 images (36 tokens) fold as well as 32x32 ones."""
import math

import numpy as np
import mindspore as ms
from mindspore import nn, ops

import config as cfg

ms.set_context(mode=ms.GRAPH_MODE)


class PatchDecoder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.proj = nn.Dense(cfg.EMBED, cfg.PATCH * cfg.PATCH)

    def _grid(self, tokens):
        rows = math.isqrt(tokens.shape[1])
        return tokens.shape[0], rows, tokens.shape[1] // rows, cfg.PATCH * cfg.PATCH

    def construct(self, tokens):
        pixels = self.proj(tokens)
        grid = self._grid(tokens)
        return ops.reshape(pixels, grid)


if __name__ == "__main__":
    tokens = ms.Tensor(np.ones((2, 36, cfg.EMBED), np.float32))
    print(PatchDecoder()(tokens).shape)
