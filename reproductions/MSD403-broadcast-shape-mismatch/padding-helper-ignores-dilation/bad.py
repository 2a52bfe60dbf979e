"""A temporal convolution block pads its input so that the dilated convolution keeps the sequence
length, then adds the input back. The padding helper takes the dilation but leaves it out of the
sum, so every block with dilation > 1 shortens the sequence and the residual add fails. The line
to change is the helper's return."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


def same_padding(kernel_size, dilation):
    return (kernel_size - 1) // 2  # expect: MSD403


class TemporalBlock(nn.Cell):
    def __init__(self, channels, kernel_size, dilation):
        super().__init__()
        self.pad = same_padding(kernel_size, dilation)
        self.conv = nn.Conv1d(channels, channels, kernel_size, dilation=dilation, pad_mode="valid")

    def construct(self, x):
        h = ops.pad(x, (self.pad, self.pad))
        h = ops.relu(self.conv(h))
        return x + h


class Forecaster(nn.Cell):
    def __init__(self, channels=8, kernel_size=3, dilations=(1, 2, 4)):
        super().__init__()
        self.blocks = nn.SequentialCell([TemporalBlock(channels, kernel_size, d) for d in dilations])
        self.head = nn.Dense(channels, 1)

    def construct(self, series):
        h = self.blocks(series)
        return self.head(h[:, :, -1])


if __name__ == "__main__":
    series = ms.Tensor(np.random.randn(4, 8, 48), ms.float32)
    print(Forecaster()(series).shape)
