"""A reflection-padded convolution for NCHW tiles takes its paddings from a config written for
2-D images: nn.Pad needs one (before, after) pair per axis of the input."""
import numpy as np
import mindspore as ms
from mindspore import nn

import tile_config_good as C

ms.set_context(mode=ms.GRAPH_MODE)


class ReflectConv(nn.Cell):
    def __init__(self, in_ch=3, out_ch=4):
        super().__init__()
        self.pad = nn.Pad(paddings=C.PADDINGS, mode="REFLECT")
        self.conv = nn.Conv2d(in_ch, out_ch, C.KERNEL, pad_mode="valid")

    def construct(self, x):
        return self.conv(self.pad(x))


if __name__ == "__main__":
    np.random.seed(0)
    print(ReflectConv()(ms.Tensor(np.random.randn(2, 3, 8, 8), ms.float32)).shape)
