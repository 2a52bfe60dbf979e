"""Frees an intermediate with `del` inside construct (unsupported)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class Stem(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(3, 8, 3, stride=2, pad_mode="same")
        self.bn = nn.BatchNorm2d(8)

    def construct(self, images):
        big = self.conv(images)
        out = ops.relu(self.bn(big))
        del big  # expect: MSD201
        return out


if __name__ == "__main__":
    np.random.seed(0)
    stem = Stem()
    stem.set_train(False)
    print(stem(ms.Tensor(np.random.randn(1, 3, 16, 16).astype(np.float32))).shape)
