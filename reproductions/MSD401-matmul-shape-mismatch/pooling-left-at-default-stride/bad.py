"""A small image classifier ported from PyTorch halves its maps with average pooling after each
block. MindSpore's pooling layers default to stride 1 (PyTorch's default is the kernel size), so
the 16x16 maps shrink to 15x15 and 14x14 instead of 8x8 and 4x4, and the classifier gets far more
features than it was built for. The line to change is the pooling layer's construction."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn

ms.set_context(mode=ms.GRAPH_MODE)


class DownBlock(nn.Cell):
    def __init__(self, cin, cout):
        super().__init__()
        self.conv = nn.Conv2d(cin, cout, 3, pad_mode="same")
        self.act = nn.ReLU()
        self.pool = nn.AvgPool2d(2)  # expect: MSD401

    def construct(self, x):
        return self.pool(self.act(self.conv(x)))


class TinyClassifier(nn.Cell):
    def __init__(self, classes=5):
        super().__init__()
        self.block1 = DownBlock(3, 8)
        self.block2 = DownBlock(8, 16)
        self.flatten = nn.Flatten()
        self.fc = nn.Dense(16 * 4 * 4, classes)

    def construct(self, x):
        return self.fc(self.flatten(self.block2(self.block1(x))))


if __name__ == "__main__":
    print(TinyClassifier()(Tensor(np.random.randn(2, 3, 16, 16), ms.float32)).shape)
