"""Spectrogram transformer that cuts the input into square patches. The patch embedding
counts its patches as `bins // patch` instead of the number of patches in both directions,
and the position table built from that count is too short for the tokens."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Parameter
from mindspore.common.initializer import initializer, Normal

ms.set_context(mode=ms.GRAPH_MODE)


class Patchify(nn.Cell):
    def __init__(self, bins, patch, dim):
        super().__init__()
        self.count = bins // patch  # expect: MSD403
        self.proj = nn.Conv2d(1, dim, patch, stride=patch)

    def construct(self, spec):
        tokens = self.proj(spec)
        return tokens.reshape(tokens.shape[0], tokens.shape[1], -1).swapaxes(1, 2)


class SpecTransformer(nn.Cell):
    def __init__(self, bins=16, patch=4, dim=12):
        super().__init__()
        self.patchify = Patchify(bins, patch, dim)
        count = self.patchify.count
        self.pos = Parameter(initializer(Normal(0.02), (1, count, dim), ms.float32), name="pos")
        self.head = nn.Dense(dim, 3)

    def construct(self, spec):
        tokens = self.patchify(spec) + self.pos
        return self.head(tokens.mean(axis=1))


if __name__ == "__main__":
    spec = ms.Tensor(np.random.default_rng(0).standard_normal((2, 1, 16, 16)), ms.float32)
    print(SpecTransformer()(spec).shape)
