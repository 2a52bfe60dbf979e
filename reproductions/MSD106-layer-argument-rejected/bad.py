"""ResNeXt-style block whose grouped convolution takes its group count from a config constant.
Three groups do not divide 32 channels: `nn.Conv2d` rejects the argument while the model is
being built, deep inside MindSpore's validator. The value to change is the config constant."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)

WIDTH = 32
GROUPS = 3  # expect: MSD106


class GroupedBlock(nn.Cell):
    def __init__(self, width, groups):
        super().__init__()
        self.reduce = nn.Conv2d(width, width, 1)
        self.grouped = nn.Conv2d(width, width, 3, group=groups)

    def construct(self, x):
        return x + self.grouped(ops.relu(self.reduce(x)))


if __name__ == "__main__":
    block = GroupedBlock(WIDTH, GROUPS)
    x = ms.Tensor(np.random.default_rng(0).standard_normal((1, WIDTH, 8, 8)), ms.float32)
    print(block(x).shape)
