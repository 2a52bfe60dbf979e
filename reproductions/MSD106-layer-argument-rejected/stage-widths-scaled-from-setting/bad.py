"""A small ResNet-style encoder normalises with GroupNorm(8). Its stage widths are one setting
scaled per stage, and the setting (12) is not a multiple of the 8 groups; GroupNorm rejects the
first stage while the model is built. The line to change is the width setting."""
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)

STEM_WIDTH = 12  # expect: MSD106
STAGE_MULT = (1, 2, 4)


class Stage(nn.Cell):
    def __init__(self, cin, cout):
        super().__init__()
        self.conv = nn.Conv2d(cin, cout, 3, stride=2)
        self.norm = nn.GroupNorm(8, cout)

    def construct(self, x):
        return self.norm(self.conv(x))


class Encoder(nn.Cell):
    def __init__(self):
        super().__init__()
        widths = [STEM_WIDTH * m for m in STAGE_MULT]
        self.stages = nn.SequentialCell([Stage(3, widths[0]), Stage(widths[0], widths[1]),
                                         Stage(widths[1], widths[2])])

    def construct(self, x):
        return self.stages(x)


if __name__ == "__main__":
    print(Encoder()(ms.Tensor(np.ones((1, 3, 32, 32)), ms.float32)).shape)
