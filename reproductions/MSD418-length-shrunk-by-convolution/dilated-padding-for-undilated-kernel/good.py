"""A dilated residual block for ECG beat features: each convolution is dilated, but its padding
of the first is written for an undilated kernel, `(kernel_size - 1) // 2`. With kernel 3 and
dilation 3 that convolution loses 4 positions, and the residual add meets a map 4 positions
longer. MindSpore reports the add; the line to change is that padding."""
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)


class DilatedResidual(nn.Cell):
    def __init__(self, channels, kernel_size=3, dilation=3):
        super().__init__()
        self.first = nn.Conv1d(channels, channels, kernel_size, pad_mode="pad", dilation=dilation,
                               padding=dilation * (kernel_size - 1) // 2)
        self.second = nn.Conv1d(channels, channels, kernel_size, pad_mode="pad", dilation=dilation,
                                padding=dilation * (kernel_size - 1) // 2)
        self.act = nn.ReLU()

    def construct(self, beats):
        hidden = self.act(self.first(beats))
        return beats + self.second(hidden)


class BeatEncoder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.stem = nn.Conv1d(1, 8, 5, pad_mode="same")
        self.block = DilatedResidual(8)

    def construct(self, signal):
        return self.block(self.stem(signal)).mean(axis=-1)


if __name__ == "__main__":
    signal = ms.Tensor(np.random.default_rng(2).standard_normal((4, 1, 64)).astype(np.float32))
    print(BeatEncoder()(signal).shape)
