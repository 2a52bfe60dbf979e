"""A 1-D conv classifier pools average and peak over time with two helpers; the average helper
reduces the channel axis, so the head gets the time length instead of the channels."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

from pooling_helpers import average_over_time, peak_over_time

ms.set_context(mode=ms.GRAPH_MODE)


class SignalNet(nn.Cell):
    def __init__(self, in_ch=3, width=16, classes=4):
        super().__init__()
        self.conv = nn.Conv1d(in_ch, width, 3)
        self.head = nn.Dense(2 * width, classes)

    def construct(self, x):
        h = ops.relu(self.conv(x))
        pooled = ops.cat((average_over_time(h), peak_over_time(h)), axis=-1)
        return self.head(pooled)


if __name__ == "__main__":
    np.random.seed(0)
    x = ms.Tensor(np.random.randn(4, 3, 40), ms.float32)
    print(SignalNet()(x).shape)
