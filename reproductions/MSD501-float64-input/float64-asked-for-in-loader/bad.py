"""A 1-D convolutional classifier for spectra. The loader standardises in float32 and then asks
for float64 on its way out (a leftover of a precision check); the Conv1d weights are float32.
The line to change is the loader's cast, not the conversion to a tensor."""
import mindspore as ms
from mindspore import nn

from spectra_loader import load_spectra

ms.set_context(mode=ms.GRAPH_MODE)


class SpectrumNet(nn.Cell):
    def __init__(self, classes=4):
        super().__init__()
        self.conv = nn.Conv1d(1, 8, 5, pad_mode="valid")
        self.pool = nn.AdaptiveAvgPool1d(1)
        self.head = nn.Dense(8, classes)

    def construct(self, x):
        h = self.pool(self.conv(x)).squeeze(-1)
        return self.head(h)


if __name__ == "__main__":
    print(SpectrumNet()(ms.Tensor(load_spectra(6))).shape)
