"""Patch un-flattening with view() and a grid side computed with `/`."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class TokensToMap(nn.Cell):
    def __init__(self, dim=8):
        super().__init__()
        self.proj = nn.Dense(dim, dim)

    def construct(self, tokens):
        b, n, c = tokens.shape
        side = n / 4  # expect: MSD404
        x = self.proj(tokens).view(b, side, 4, c)
        return x.transpose(0, 3, 1, 2)


if __name__ == "__main__":
    np.random.seed(0)
    print(TokensToMap()(ms.Tensor(np.random.randn(2, 16, 8).astype(np.float32))).shape)
