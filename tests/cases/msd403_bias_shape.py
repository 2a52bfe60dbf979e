"""A per-channel bias Parameter laid out (C,) is added to an NCHW map."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class ChannelBias(nn.Cell):
    def __init__(self, channels):
        super().__init__()
        self.bias = ms.Parameter(ops.zeros((channels,), ms.float32), name="bias")  # expect: MSD403

    def construct(self, x):
        return x + self.bias


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(3, 6, 3, pad_mode="same", has_bias=False)
        self.bias = ChannelBias(6)

    def construct(self, x):
        return ops.relu(self.bias(self.conv(x)))


if __name__ == "__main__":
    np.random.seed(0)
    print(Net()(ms.Tensor(np.random.randn(1, 3, 8, 8).astype(np.float32))).shape)
