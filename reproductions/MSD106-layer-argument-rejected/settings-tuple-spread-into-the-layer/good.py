"""The stem convolution is described by a settings tuple in PyTorch's order (in, out, kernel,
stride, padding) and spread into `nn.Conv2d`, whose fifth parameter is `pad_mode`. The layer
rejects the number 1 as a pad mode; the line to change is the tuple."""
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)

STEM = (1, 16, 3, 1, "same")


class XrayNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.stem = nn.Conv2d(*STEM, has_bias=False)
        self.head = nn.Dense(16, 2)

    def construct(self, x):
        return self.head(self.stem(x).mean(axis=(2, 3)))


if __name__ == "__main__":
    print(type(XrayNet()).__name__)
