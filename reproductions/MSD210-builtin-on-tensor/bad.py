"""Masked mean over tokens: the token count is taken with `int()` of a per-sample sum, which is a
tensor with one value per sample."""
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)


class MaskedMean(nn.Cell):
    def construct(self, x, mask):
        count = int(mask.sum(axis=1))  # expect: MSD210
        return (x * mask.expand_dims(-1)).sum(axis=1) / count


if __name__ == "__main__":
    np.random.seed(0)
    x = ms.Tensor(np.random.randn(2, 4, 3), ms.float32)
    mask = ms.Tensor(np.array([[1, 1, 0, 0], [1, 1, 1, 0]]), ms.float32)
    print(MaskedMean()(x, mask).shape)
