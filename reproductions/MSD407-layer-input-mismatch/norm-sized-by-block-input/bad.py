"""A widening residual block whose second normalisation is sized by the block's input width,
while it normalises the output of the convolution that widened it."""
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)


class WideBlock(nn.Cell):
    def __init__(self, cin, cout):
        super().__init__()
        self.conv1 = nn.Conv2d(cin, cout, 3, pad_mode="same")
        self.norm1 = nn.BatchNorm2d(cout)
        self.conv2 = nn.Conv2d(cout, cout, 3, pad_mode="same")
        self.norm2 = nn.BatchNorm2d(cin)  # expect: MSD407
        self.project = nn.Conv2d(cin, cout, 1) if cin != cout else None

    def construct(self, x):
        h = nn.ReLU()(self.norm1(self.conv1(x)))
        h = self.norm2(self.conv2(h))
        return h + (x if self.project is None else self.project(x))


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.blocks = nn.SequentialCell([WideBlock(4, 4), WideBlock(4, 8)])

    def construct(self, x):
        return self.blocks(x).mean(axis=(2, 3))


if __name__ == "__main__":
    print(Net()(ms.Tensor(np.random.randn(2, 4, 6, 6).astype(np.float32))).shape)
